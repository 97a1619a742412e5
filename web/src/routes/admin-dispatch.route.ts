import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateDispatchSearch } from '../features/fulfilment/lib/dispatch-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminDispatchRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/dispatch',
  validateSearch: validateDispatchSearch,
  component: lazyRouteComponent(() => import('../features/fulfilment/components/dispatch-page'), 'DispatchPage'),
});
