import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type HomeContent = components['schemas']['HomeContentResponse'];

export function homeContentQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'home'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/content/home', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useHomeContent() {
  return useQuery(homeContentQueryOptions());
}
