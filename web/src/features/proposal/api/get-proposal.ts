import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Proposal = components['schemas']['ProposalResponse'];

export const proposalQueryKey = ['subscription', 'proposal'] as const;

export const getProposal = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/subscription/proposal', { signal }));

export const useProposal = () => useQuery({ queryKey: proposalQueryKey, queryFn: ({ signal }) => getProposal(signal) });
