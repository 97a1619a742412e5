import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** Records a check; the dispatch list, the supply and the subscription page read again. */
function useCheck<TBody extends { id: number }>(call: (body: TBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useClinicalCheck = () => useCheck((body: { id: number }) => expectData(apiClient.POST('/v2/admin/form/dispatch/clinical-check', { body })));

export const useAccuracyCheck = () =>
  useCheck((body: { id: number; product_code: string; batch_number: string; expiry_date: string }) => expectData(apiClient.POST('/v2/admin/form/dispatch/accuracy-check', { body })));
