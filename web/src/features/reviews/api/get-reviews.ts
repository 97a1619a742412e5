import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export const REVIEWS_PER_PAGE = 10;

export type ReviewsPage = components['schemas']['ReviewPageResponse'];
export type Review = components['schemas']['ReviewResponse'];

export function reviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['content', 'reviews', { page, perPage: REVIEWS_PER_PAGE }],
    queryFn: ({ signal }) =>
      expectData(apiClient.GET('/content/reviews', { params: { query: { page, perPage: REVIEWS_PER_PAGE } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useReviews(page: number) {
  // The previous page stays on screen while the next loads, so the list does not collapse.
  return useQuery({ ...reviewsQueryOptions(page), placeholderData: keepPreviousData });
}
