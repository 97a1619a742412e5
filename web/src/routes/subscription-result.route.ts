import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

export const subscriptionResultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/subscription/result',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(
    () => import('../features/proposal/components/subscription-result-page'),
    'SubscriptionResultPage',
  ),
});
