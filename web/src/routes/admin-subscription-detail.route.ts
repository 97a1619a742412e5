import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin-layout.route';

export const adminSubscriptionDetailRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/subscriptions/$id',
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: lazyRouteComponent(() => import('../features/admin/components/detail/subscription-detail-page'), 'SubscriptionDetailPage'),
});
