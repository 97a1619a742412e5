import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/profile',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/account/components/profile-page'), 'ProfilePage'),
});
