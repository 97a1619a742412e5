import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const reviewIdentityCheck = ({ id, outcome, note }: { id: number; outcome: 'clear' | 'rejected'; note: string }) =>
  expectData(apiClient.POST('/v2/admin/form/identity-checks/{id}/review', { params: { path: { id } }, body: { outcome, note } }));

/** A decision changes the queue, the patient's subscription (a rejection declines it) and the histories: every admin query is refreshed. */
export function useReviewIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewIdentityCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
