import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** The customer's check-ins, for the dashboard's step (one request for every card). */
export const accountCheckInsQuery = queryOptions({
  queryKey: ['profile', 'check-ins'] as const,
  queryFn: ({ signal }) => expectData(apiClient.GET('/v2/profile/data/check-ins', { signal })),
});

export const useAccountCheckIns = () => useQuery(accountCheckInsQuery);
