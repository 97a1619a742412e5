import { createRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { validateReviewsSearch } from '../features/reviews/lib/reviews-search';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const reviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reviews',
  // `?page=2`: every page of reviews has its own address.
  validateSearch: validateReviewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => loadPageData(queryClient, [reviewsQueryOptions(deps.page)]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: ReviewsPage,
});
