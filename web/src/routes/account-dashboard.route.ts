import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

/** /v2/profile: the dashboard 'Account Overview'. */
export const accountDashboardRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/account/components/dashboard-page'), 'DashboardPage'),
});
