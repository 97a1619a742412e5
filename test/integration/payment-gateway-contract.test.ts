import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import { PaymentGateway } from '../../src/modules/subscription/application/payment-gateway';
import { SANDBOX_WEBHOOK_SECRET, SandboxPaymentGateway } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-payment-gateway';
import { StripePaymentGateway } from '../../src/modules/subscription/infrastructure/stripe-payment-gateway';
import { STAND_IN_WEBHOOK_SECRET, StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp } from '../support/test-app';

/**
 * One contract, both adapters: what the billing code relies on holds for the offline
 * sandbox and for the real Stripe adapter (the official SDK against a local stand-in
 * of Stripe's API). Swapping one for the other is configuration only.
 */
let app: NestExpressApplication;
const standIn = new StripeStandIn();

beforeAll(async () => {
  app = await createTestApp();
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
  await app.close();
});

interface Adapter {
  gateway: PaymentGateway;
  webhookSecret: string;
  /** What the browser does to save a card (Stripe.js, or the sandbox's own form). */
  saveCard(customerId: string, number: string): Promise<string>;
  /** The customer passing their bank's check for a payment (3-D Secure). */
  passBankCheck(payment: { id: string; clientSecret: string }): Promise<void>;
}

const ADAPTERS: Record<string, () => Adapter> = {
  sandbox: () => {
    // The app runs without Stripe keys, so its gateway is the sandbox.
    const gateway = app.get(PaymentGateway) as SandboxPaymentGateway;
    return {
      gateway,
      webhookSecret: SANDBOX_WEBHOOK_SECRET,
      saveCard: async (customerId, number) => {
        const setup = await gateway.createSetupIntent(customerId, `setup-${Math.random()}`);
        return (await gateway.confirmCardSetup(setup.clientSecret, { number, expMonth: 12, expYear: 2034, cvc: '123' })).paymentMethodId!;
      },
      passBankCheck: async (payment) => void (await gateway.authenticatePayment(payment.clientSecret, true)),
    };
  },
  stripe: () => ({
    gateway: new StripePaymentGateway({ secretKey: 'sk_test_stand_in', publishableKey: 'pk_test_stand_in', webhookSecret: STAND_IN_WEBHOOK_SECRET, apiBase: standIn.url }),
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    saveCard: async (customerId, number) => standIn.attachCard(customerId, number),
    passBankCheck: async (payment) => standIn.authenticate(payment.id, true),
  }),
};

describe.each(Object.keys(ADAPTERS))('the %s payment gateway', (name) => {
  let adapter: Adapter;
  const key = (label: string) => `${name}-${label}-${Date.now()}-${Math.random()}`;
  const charge = (customerId: string, paymentMethodId: string, idempotencyKey = key('charge')) =>
    adapter.gateway.createPayment({ customerId, paymentMethodId, amountPence: 1936, description: 'Acne Formula', metadata: { subscriptionId: '7' } }, idempotencyKey);
  const customer = (idempotencyKey = key('customer')) => adapter.gateway.createCustomer({ email: 'priya@example.com', name: 'Priya Shah', userId: 7 }, idempotencyKey);

  beforeAll(() => {
    adapter = ADAPTERS[name]();
  });

  it('creates a customer once per idempotency key', async () => {
    const idempotencyKey = key('customer');
    const first = await customer(idempotencyKey);
    expect(first).toMatch(/^cus_/);
    expect(await customer(idempotencyKey)).toBe(first);
  });

  it('hands out a setup intent client secret and lists saved cards by their last four digits', async () => {
    const customerId = await customer();
    expect((await adapter.gateway.createSetupIntent(customerId, key('setup'))).clientSecret).toMatch(/_secret_/);
    const cardId = await adapter.saveCard(customerId, '4242424242424242');
    expect(await adapter.gateway.listCards(customerId)).toEqual([expect.objectContaining({ id: cardId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 })]);
  });

  it('detaches a saved card, which is then neither listed nor charged', async () => {
    const customerId = await customer();
    const cardId = await adapter.saveCard(customerId, '4242424242424242');
    await adapter.gateway.detachCard(cardId, key('detach'));
    expect(await adapter.gateway.listCards(customerId)).toEqual([]);
    await expect(charge(customerId, cardId)).rejects.toThrow();
  });

  it('charges a card in pence, once per idempotency key, and reads the payment back', async () => {
    const customerId = await customer();
    const cardId = await adapter.saveCard(customerId, '4242424242424242');
    const idempotencyKey = key('charge');
    const payment = await charge(customerId, cardId, idempotencyKey);
    expect(payment).toMatchObject({ id: expect.stringMatching(/^pi_/), status: 'succeeded', amountPence: 1936 });
    expect((await charge(customerId, cardId, idempotencyKey)).id).toBe(payment.id);
    expect(await adapter.gateway.retrievePayment(payment.id)).toMatchObject({ id: payment.id, status: 'succeeded', amountPence: 1936 });
  });

  it('takes a charge of nothing without asking the provider (which refuses amounts under 30p), once per key', async () => {
    const customerId = await customer();
    const cardId = await adapter.saveCard(customerId, '4000000000000341'); // a card that would decline
    const nothing = (idempotencyKey: string) => adapter.gateway.createPayment({ customerId, paymentMethodId: cardId, amountPence: 0, description: 'Covered by credit', metadata: {} }, idempotencyKey);
    const idempotencyKey = key('nothing');
    const payment = await nothing(idempotencyKey);
    expect(payment).toMatchObject({ id: expect.stringMatching(/^free_/), status: 'succeeded', amountPence: 0 });
    expect((await nothing(idempotencyKey)).id).toBe(payment.id);
    expect((await nothing(key('nothing'))).id).not.toBe(payment.id);
    expect(await adapter.gateway.retrievePayment(payment.id)).toMatchObject({ id: payment.id, status: 'succeeded', amountPence: 0 });
    expect(await adapter.gateway.refund(payment.id, key('refund'))).toEqual({ id: payment.id, amountPence: 0 });
  });

  it("reports a declined charge as an outcome with the provider's words", async () => {
    const customerId = await customer();
    const cardId = await adapter.saveCard(customerId, '4000000000000341');
    expect(await charge(customerId, cardId)).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' });
  });

  it('asks for authentication on the 3-D Secure card', async () => {
    const customerId = await customer();
    const cardId = await adapter.saveCard(customerId, '4000002760003184');
    expect(await charge(customerId, cardId)).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/) });
  });

  describe('renewals, charged off session', () => {
    const renew = (customerId: string, paymentMethodId: string, idempotencyKey = key('renewal')) =>
      adapter.gateway.createPayment({ customerId, paymentMethodId, amountPence: 2420, description: 'Acne formula, renewal', metadata: { subscriptionId: '7', dueOn: '2026-03-05' }, offSession: true }, idempotencyKey);

    it('charges a saved card once per key', async () => {
      const customerId = await customer();
      const cardId = await adapter.saveCard(customerId, '4242424242424242');
      const idempotencyKey = key('renewal');
      const payment = await renew(customerId, cardId, idempotencyKey);
      expect(payment).toMatchObject({ status: 'succeeded', amountPence: 2420 });
      expect((await renew(customerId, cardId, idempotencyKey)).id).toBe(payment.id);
    });

    it('reports a card the bank wants checked as requires_action, with the card to confirm it with, which the customer can complete later', async () => {
      const customerId = await customer();
      const cardId = await adapter.saveCard(customerId, '4000002760003184');
      const payment = await renew(customerId, cardId);
      expect(payment).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/), paymentMethodId: cardId });
      expect(payment.failureMessage).toBeUndefined();
      expect(await adapter.gateway.retrievePayment(payment.id)).toMatchObject({ status: 'requires_action', paymentMethodId: cardId });
      await adapter.passBankCheck(payment);
      expect(await adapter.gateway.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded', amountPence: 2420 });
    });

    it("reports a declined renewal with the provider's words", async () => {
      const customerId = await customer();
      expect(await renew(customerId, await adapter.saveCard(customerId, '4000000000000341'))).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' });
    });

    it("carries the provider's decline code through for a lost and a stolen card, also when read again", async () => {
      const customerId = await customer();
      for (const [number, declineCode] of [['4000000000009987', 'lost_card'], ['4000000000009979', 'stolen_card']]) {
        const payment = await renew(customerId, await adapter.saveCard(customerId, number));
        expect(payment).toMatchObject({ status: 'requires_payment_method', declineCode });
        expect(await adapter.gateway.retrievePayment(payment.id)).toMatchObject({ status: 'requires_payment_method', declineCode });
      }
    });
  });

  it('reads the customer of a card event and the payment of a dispute', () => {
    const parse = (event: object) => {
      const payload = JSON.stringify(event);
      return adapter.gateway.parseWebhook(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: adapter.webhookSecret }));
    };
    expect(parse({ id: 'evt_2', object: 'event', type: 'payment_method.automatically_updated', data: { object: { id: 'pm_1', customer: 'cus_1' } } })).toMatchObject({ objectId: 'pm_1', customerId: 'cus_1' });
    expect(parse({ id: 'evt_3', object: 'event', type: 'charge.dispute.created', data: { object: { id: 'dp_1', payment_intent: 'pi_9' } } })).toMatchObject({ objectId: 'dp_1', paymentIntentId: 'pi_9' });
  });

  it('refunds a payment in full', async () => {
    const customerId = await customer();
    const payment = await charge(customerId, await adapter.saveCard(customerId, '4242424242424242'));
    expect(await adapter.gateway.refund(payment.id, key('refund'))).toEqual({ id: expect.stringMatching(/^re_/), amountPence: 1936 });
  });

  it('believes only correctly signed webhook events', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', metadata: { subscriptionId: '7' } } } });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: adapter.webhookSecret });
    expect(adapter.gateway.parseWebhook(Buffer.from(payload), signed)).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', objectId: 'pi_1', metadata: { subscriptionId: '7' } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forger' });
    expect(() => adapter.gateway.parseWebhook(Buffer.from(payload), forged)).toThrow();
  });
});

it('sends an idempotency key with every creating call to Stripe', () => {
  const creating = standIn.requests.filter((call) => call.method === 'POST');
  expect(creating.length).toBeGreaterThan(0);
  expect(creating.filter((call) => !call.idempotencyKey)).toEqual([]);
});
