import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { storePromo } from './get-checkout-data';

export const applyPromoCode = (code: string) => expectData(apiClient.POST('/v2/subscription/form/apply-code', { body: { code } }));

export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyPromoCode, onSuccess: (answer) => storePromo(queryClient, answer) });
}
