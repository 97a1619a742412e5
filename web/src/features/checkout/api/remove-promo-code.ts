import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { storePromo } from './get-checkout-data';

export const removePromoCode = () => expectData(apiClient.POST('/v2/subscription/form/remove-code'));

export function useRemovePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePromoCode, onSuccess: (answer) => storePromo(queryClient, answer) });
}
