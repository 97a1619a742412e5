import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

export const profileCheckInRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'check-in',
  component: lazyRouteComponent(() => import('../features/check-in/components/check-in-page'), 'CheckInPage'),
});
