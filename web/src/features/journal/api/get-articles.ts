import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ArticleSummary = components['schemas']['JournalArticleSummaryResponse'];

export function articlesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'journal'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/content/journal', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useArticles() {
  return useQuery(articlesQueryOptions());
}
