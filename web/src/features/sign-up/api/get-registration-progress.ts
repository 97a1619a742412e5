import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type RegistrationProgress = components['schemas']['RegistrationProgressResponse'];

export const getRegistrationProgress = (signal?: AbortSignal) => expectData(apiClient.GET('/auth/registration-progress', { signal }));

export function registrationProgressQueryOptions() {
  return queryOptions({
    queryKey: ['sign-up', 'registration-progress'] as const,
    queryFn: ({ signal }) => getRegistrationProgress(signal),
    // The wizard copies it into its own state once: always ask afresh when the page opens.
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useRegistrationProgress() {
  return useQuery(registrationProgressQueryOptions());
}
