import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export function articleQueryOptions(slug: string) {
  return queryOptions({
    // Not under ['content', 'journal'], so refreshing the list never refetches every article.
    queryKey: ['content', 'journal-article', slug],
    queryFn: ({ signal }) =>
      expectData(apiClient.GET('/content/journal/{slug}', { params: { path: { slug } }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** For the article page, whose route loader has already fetched it (or shown not-found). */
export function useArticle(slug: string) {
  return useSuspenseQuery(articleQueryOptions(slug));
}
