import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type LegalDocument = components['schemas']['LegalDocumentResponse'];
export type LegalDocumentSlug = LegalDocument['slug'];

function fetchLegalDocument(slug: LegalDocumentSlug, signal: AbortSignal) {
  return slug === 'terms'
    ? expectData(apiClient.GET('/content/legal/terms', { signal }))
    : expectData(apiClient.GET('/content/legal/privacy-policy', { signal }));
}

export function legalDocumentQueryOptions(slug: LegalDocumentSlug) {
  return queryOptions({
    queryKey: ['content', 'legal', slug],
    queryFn: ({ signal }) => fetchLegalDocument(slug, signal),
    staleTime: 10 * 60_000,
  });
}

export function useLegalDocument(slug: LegalDocumentSlug) {
  return useQuery(legalDocumentQueryOptions(slug));
}
