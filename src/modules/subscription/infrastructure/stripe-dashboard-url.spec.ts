import { StripePaymentGateway } from './stripe-payment-gateway';

const gatewayWith = (secretKey: string) => new StripePaymentGateway({ secretKey, publishableKey: 'pk_x', webhookSecret: 'whsec_x' });

describe("links to Stripe's dashboard", () => {
  it('opens each kind of reference on its own page, test-mode objects under /test/', () => {
    expect(gatewayWith('sk_test_abc').dashboardUrl('payment', 'pi_123')).toBe('https://dashboard.stripe.com/test/payments/pi_123');
    expect(gatewayWith('rk_test_abc').dashboardUrl('customer', 'cus_9')).toBe('https://dashboard.stripe.com/test/customers/cus_9');
    expect(gatewayWith('sk_live_abc').dashboardUrl('subscription', 'sub_1')).toBe('https://dashboard.stripe.com/subscriptions/sub_1');
  });

  it('has no page for a payment of nothing, which Stripe never saw', () => {
    expect(gatewayWith('sk_live_abc').dashboardUrl('payment', 'free_0123')).toBeNull();
  });
});
