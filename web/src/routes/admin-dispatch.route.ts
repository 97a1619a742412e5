import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { validateDispatchSearch } from '../features/fulfilment/lib/dispatch-search';
import { rootRoute } from './root.route';

// Parented to the root for now; the admin layout route will take it in.
export const adminDispatchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin/dispatch',
  validateSearch: validateDispatchSearch,
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/fulfilment/components/dispatch-page'), 'DispatchPage'),
});
