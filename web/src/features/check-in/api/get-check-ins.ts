import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type CustomerCheckIn = components['schemas']['CheckInItem'];

export const checkInsQuery = queryOptions({
  queryKey: ['profile', 'check-ins'] as const,
  queryFn: ({ signal }) => expectData(apiClient.GET('/v2/profile/data/check-ins', { signal })),
});

export const useCheckIns = () => useQuery(checkInsQuery);
