import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseSubscriptionListSearch } from '../features/admin/lib/subscription-list-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminSubscriptionsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/subscriptions',
  validateSearch: parseSubscriptionListSearch,
  component: lazyRouteComponent(() => import('../features/admin/components/subscriptions/subscriptions-page'), 'SubscriptionsPage'),
});
