import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

export const subscriptionCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/subscription/checkout',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/checkout/components/checkout-page'), 'CheckoutPage'),
});
