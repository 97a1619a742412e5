import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type RegistrationProgress = components['schemas']['RegistrationProgressResponse'];
/** Each step sends only what it has: the server keeps what earlier calls saved. */
export type RegistrationProgressUpdate = Omit<components['schemas']['RegistrationProgressRequest'], 'email'> & {
  email?: string;
};

export function registrationProgressQueryOptions() {
  return queryOptions({
    queryKey: ['sign-up', 'registration-progress'] as const,
    queryFn: ({ signal }) => expectData(apiClient.GET('/auth/registration-progress', { signal })),
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

export function saveRegistrationProgress(update: RegistrationProgressUpdate): Promise<RegistrationProgress> {
  return expectData(
    apiClient.PUT('/auth/registration-progress', {
      body: update as components['schemas']['RegistrationProgressRequest'],
    }),
  );
}
