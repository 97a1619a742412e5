import type { NestExpressApplication } from '@nestjs/platform-express';
import { PaymentGateway } from '../../src/modules/subscription/application/payment-gateway';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { SandboxPaymentGateway } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-payment-gateway';
import { createTestApp, ormOf } from '../support/test-app';

/** What only the offline sandbox does: Stripe's test cards, card entry and bank authentication. The contract both adapters share is in payment-gateway-contract.test.ts. */
let app: NestExpressApplication;
let gateway: SandboxPaymentGateway;

beforeAll(async () => {
  app = await createTestApp();
  gateway = app.get(PaymentGateway) as SandboxPaymentGateway;
});
afterAll(async () => {
  await app.close();
});

const key = (label: string) => `${label}-${Date.now()}-${Math.random()}`;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: '123', holderName: 'Priya Shah' });

async function customerWithCard(number: string) {
  const customerId = await gateway.createCustomer({ email: 'priya@example.com', name: 'Priya Shah', userId: 1 }, key('customer'));
  const setup = await gateway.createSetupIntent(customerId, key('setup'));
  const confirmed = await gateway.confirmCardSetup(setup.clientSecret, card(number));
  return { customerId, ...confirmed };
}

const charge = (customerId: string, paymentMethodId: string, idempotencyKey = key('charge')) =>
  gateway.createPayment({ customerId, paymentMethodId, amountPence: 1936, description: 'Acne Formula', metadata: { subscriptionId: '7' } }, idempotencyKey);

it('is the gateway when no Stripe keys are set', () => {
  expect(gateway).toBeInstanceOf(SandboxPaymentGateway);
  expect(gateway.provider).toBe('sandbox');
});

it('saves a card as last four digits only, and charges it once however often the call is repeated', async () => {
  const { customerId, status, paymentMethodId } = await customerWithCard('4242 4242 4242 4242');
  expect(status).toBe('succeeded');
  expect(await gateway.listCards(customerId)).toEqual([{ id: paymentMethodId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, holderName: 'Priya Shah' }]);
  const stored = await ormOf(app).em.fork().find(SandboxGatewayObject, { customerId });
  expect(JSON.stringify(stored)).not.toContain('4242424242424242');

  const idempotencyKey = key('charge');
  const [first, second] = await Promise.all([charge(customerId, paymentMethodId!, idempotencyKey), charge(customerId, paymentMethodId!, idempotencyKey)]);
  expect(first).toMatchObject({ status: 'succeeded', amountPence: 1936 });
  expect(second.id).toBe(first.id);
  expect(await ormOf(app).em.fork().count(SandboxGatewayObject, { kind: 'payment_intent', customerId })).toBe(1);
  expect(await gateway.retrievePayment(first.id)).toEqual(first);
});

it('declines the decline test card, and refuses cards that are not test cards', async () => {
  expect(await customerWithCard('4000 0000 0000 0002')).toMatchObject({ status: 'requires_payment_method', message: 'Your card was declined.' });
  expect((await customerWithCard('4111 1111 1111 1111')).message).toMatch(/^Your card number is incorrect/);
});

it('asks for authentication on the 3-D Secure card, which the customer can pass or fail', async () => {
  const { customerId, paymentMethodId } = await customerWithCard('4000 0027 6000 3184');
  const failing = await charge(customerId, paymentMethodId!);
  expect(failing.status).toBe('requires_action');
  expect(await gateway.authenticatePayment(failing.clientSecret, false)).toMatchObject({ status: 'requires_payment_method', failureMessage: expect.stringContaining('unable to authenticate') });

  const passing = await charge(customerId, paymentMethodId!);
  expect(await gateway.authenticatePayment(passing.clientSecret, true)).toMatchObject({ status: 'succeeded', amountPence: 1936 });
  await expect(gateway.authenticatePayment(`${passing.id}_secret_guessed`, true)).rejects.toThrow('No such intent.');
});

it('refunds a payment in full, once', async () => {
  const { customerId, paymentMethodId } = await customerWithCard('4242424242424242');
  const payment = await charge(customerId, paymentMethodId!);
  const idempotencyKey = key('refund');
  const refund = await gateway.refund(payment.id, idempotencyKey);
  expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amountPence: 1936 });
  expect((await gateway.refund(payment.id, idempotencyKey)).id).toBe(refund.id);
});
