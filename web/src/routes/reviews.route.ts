import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { reviewsQueryOptions } from '../features/reviews/api/get-reviews';
import { validateReviewsSearch } from '../features/reviews/lib/reviews-search';
import { rootRoute } from './root.route';

export const reviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reviews',
  // `?page=2`: every page of reviews has its own address.
  validateSearch: validateReviewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(reviewsQueryOptions(deps.page));
  },
  component: lazyRouteComponent(() => import('../features/reviews/components/reviews-page'), 'ReviewsPage'),
});
