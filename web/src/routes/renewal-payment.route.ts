import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

/** Linked from the 'Please confirm your payment' email: a renewal the bank wants the customer to confirm. */
export const renewalPaymentRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'payments/$paymentId',
  component: lazyRouteComponent(() => import('../features/checkout/components/renewal-payment-page'), 'RenewalPaymentPage'),
});
