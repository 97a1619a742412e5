import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

/**
 * The customer account (/v2/profile): the 'Hey, {first name}' panel around its pages.
 * Signed in only. Its pages hang under it as children (route-tree.ts): the dashboard
 * is the index; chat (`chat`) and photos (`photos`) join the same way.
 */
export const accountLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/profile',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/account/components/account-layout'), 'AccountLayout'),
});
