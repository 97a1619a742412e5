import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ConditionPageData = components['schemas']['ConditionPageResponse'];

export function conditionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'conditions', slug],
    queryFn: ({ signal }) =>
      expectData(apiClient.GET('/catalogue/conditions/{slug}', { params: { path: { slug } }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** For a landing page, whose route loader has already fetched it (or shown not-found). */
export function useCondition(slug: string) {
  return useSuspenseQuery(conditionQueryOptions(slug));
}
