import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateErasureRequestsSearch } from '../features/erasure-requests/lib/erasure-requests-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminErasureRequestsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/erasure-requests',
  validateSearch: validateErasureRequestsSearch,
  component: lazyRouteComponent(() => import('../features/erasure-requests/components/erasure-requests-page'), 'ErasureRequestsPage'),
});
