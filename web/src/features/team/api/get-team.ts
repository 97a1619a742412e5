import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type TeamMember = components['schemas']['TeamMemberResponse'];

export function teamQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'team'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/content/team', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useTeam() {
  return useQuery(teamQueryOptions());
}
