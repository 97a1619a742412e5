import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

/** Linked from the 'Please confirm your payment' email: a renewal the bank wants the customer to confirm. */
export const renewalPaymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/profile/payments/$paymentId',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/checkout/components/renewal-payment-page'), 'RenewalPaymentPage'),
});
