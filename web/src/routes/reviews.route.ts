import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const reviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reviews',
  component: lazyRouteComponent(() => import('../features/reviews/components/reviews-page'), 'ReviewsPage'),
});
