import { useQuery } from '@tanstack/react-query';
import { ApiError, expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { dispatchQueryKey } from './get-dispatch-orders';

/** One supply with its prescription and the patient's earlier supplies; null when it is not on the dispatch list (not prescribed). */
export function useDispatchOrder(itemId: number, enabled = true) {
  return useQuery({
    queryKey: [...dispatchQueryKey, 'item', itemId],
    queryFn: async ({ signal }) => {
      try {
        return await expectData(apiClient.GET('/v2/admin/data/dispatch/items/{itemId}', { params: { path: { itemId } }, signal }));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'FULFILMENT.NOT_APPROVED') return null;
        throw error;
      }
    },
    enabled,
  });
}
