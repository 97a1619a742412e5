import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { SANDBOX_WEBHOOK_SECRET } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-payment-gateway';
import type { BillingUnderTest, Customer } from './first-payment-suite';
import { STAND_IN_WEBHOOK_SECRET, StripeStandIn } from './stripe-stand-in';
import { ormOf } from './test-app';

const setupIntentFor = async (customer: Pick<Customer, 'agent' | 'csrfToken'>) =>
  (await customer.agent.post('/v2/subscription/form/create-setup-intent').set('x-csrf-token', customer.csrfToken).expect(200)).body.clientSecret as string;

/** Saves a card in the sandbox as the checkout page does: the browser posts it to the sandbox provider's endpoint, wherever the shop runs. */
export async function saveSandboxCard(customer: Pick<Customer, 'agent' | 'csrfToken'>, number: string): Promise<{ status: string; payment_method?: string; message?: string }> {
  const confirmed = await customer.agent
    .post('/sandbox-provider/setup-intents/confirm')
    .set('x-csrf-token', customer.csrfToken)
    .send({ client_secret: await setupIntentFor(customer), number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Priya Shah' })
    .expect(200);
  return confirmed.body;
}

/** The sandbox: the browser posts cards and bank answers to the sandbox provider endpoints, as the checkout page does. */
export const sandboxBilling: BillingUnderTest = {
  webhookSecret: SANDBOX_WEBHOOK_SECRET,
  start: async () => undefined,
  stop: async () => undefined,
  saveCard: (_app, customer, number) => saveSandboxCard(customer, number),
  async authenticate(customer, clientSecret, _paymentIntentId, passed) {
    await customer.agent.post('/sandbox-provider/payment-intents/authenticate').set('x-csrf-token', customer.csrfToken).send({ client_secret: clientSecret, passed }).expect(200);
  },
  async charged(app, paymentIntentId) {
    const intent = await ormOf(app).em.fork().findOne(SandboxGatewayObject, { id: paymentIntentId, kind: 'payment_intent' });
    return intent?.data.status === 'succeeded' ? [intent.data.amountPence as number] : [];
  },
  async refunded(app, paymentIntentId) {
    const refunds = await ormOf(app).em.fork().find(SandboxGatewayObject, { kind: 'refund' });
    return refunds.filter((refund) => refund.data.paymentIntentId === paymentIntentId).map((refund) => refund.data.amountPence as number);
  },
};

/** Stripe through the official SDK, against the stand-in; Stripe.js's part (saving a card, the bank check) is played on the stand-in. */
export function stripeBilling(port: number): BillingUnderTest {
  const standIn = new StripeStandIn();
  return {
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    start: () => standIn.start(port),
    stop: () => standIn.stop(),
    async saveCard(app, customer, number) {
      await setupIntentFor(customer);
      // Stripe.js refuses the decline card while saving it, before the shop hears of it.
      if (number.replace(/\s/g, '') === '4000000000000002') return { status: 'requires_payment_method', message: 'Your card was declined.' };
      const account = await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId });
      return { status: 'succeeded', payment_method: standIn.attachCard(account.gatewayCustomerId!, number) };
    },
    async authenticate(_customer, _clientSecret, paymentIntentId, passed) {
      standIn.authenticate(paymentIntentId, passed);
    },
    charged: async (_app, paymentIntentId) => standIn.charged(paymentIntentId),
    refunded: async (_app, paymentIntentId) => standIn.refunded(paymentIntentId),
  };
}
