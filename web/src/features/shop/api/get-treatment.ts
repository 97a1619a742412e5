import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type TreatmentPageData = components['schemas']['TreatmentPageResponse'];

export function treatmentQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'treatments', slug],
    queryFn: ({ signal }) =>
      expectData(apiClient.GET('/catalogue/treatments/{slug}', { params: { path: { slug } }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** For the product page, whose route loader has already fetched it (or shown not-found). */
export function useTreatment(slug: string) {
  return useSuspenseQuery(treatmentQueryOptions(slug));
}
