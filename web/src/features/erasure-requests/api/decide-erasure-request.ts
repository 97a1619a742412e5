import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { erasureRequestsKey } from './get-erasure-requests';

export const decideErasureRequest = (body: { id: number; approve: 0 | 1; reason?: string }) =>
  expectData(apiClient.POST('/v2/admin/form/erasure-request/decide', { body }));

/** Approving erases the account at once; refusing needs the reason the patient is sent. Both lists refresh after. */
export function useDecideErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideErasureRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: erasureRequestsKey }) });
}
