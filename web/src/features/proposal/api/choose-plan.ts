import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { proposalQueryKey, type Proposal } from './get-proposal';

/** Switches the pending subscription to another suitable plan; the answer is the refreshed proposal. */
export const choosePlan = (planId: Proposal['planId']) => expectData(apiClient.POST('/v2/subscription/proposal/plan', { body: { plan_id: planId } }));

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: choosePlan, onSuccess: (proposal) => queryClient.setQueryData(proposalQueryKey, proposal) });
}
