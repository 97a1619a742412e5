import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { Proposal } from './proposal-api-types';

export const proposalQueryKey = ['subscription', 'proposal'] as const;

export function proposalQueryOptions() {
  return queryOptions({
    queryKey: proposalQueryKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/subscription/proposal', { signal })),
  });
}

export function useProposal() {
  return useQuery(proposalQueryOptions());
}

/** Switches the pending subscription to another suitable plan; the answer is the refreshed proposal. */
export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: Proposal['planId']) =>
      expectData(apiClient.POST('/v2/subscription/proposal/plan', { body: { plan_id: planId } })),
    onSuccess: (proposal) => queryClient.setQueryData(proposalQueryKey, proposal),
  });
}
