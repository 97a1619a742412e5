import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

export const adminSubscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin/subscriptions',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(
    () => import('../features/admin/components/admin-subscriptions-page'),
    'AdminSubscriptionsPage',
  ),
});
