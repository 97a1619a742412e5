import { answeringSafetyChecks } from './safety-answers';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import Stripe from 'stripe';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { customerWithProposal } from './consultation-answers';
import { createTestApp, eventually, newlySignedUpCustomer, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from './test-app';
import { declining } from './decline';

export type Customer = Awaited<ReturnType<typeof customerWithProposal>>;

/** How a test plays the parts outside the shop for one payment adapter: the browser saving a card, the bank, the provider's books. */
export interface BillingUnderTest {
  webhookSecret: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  saveCard(app: NestExpressApplication, customer: Customer, number: string): Promise<{ status: string; payment_method?: string; message?: string }>;
  authenticate(customer: Customer, clientSecret: string, paymentIntentId: string, passed: boolean): Promise<void>;
  charged(app: NestExpressApplication, paymentIntentId: string): Promise<number[]>;
  refunded(app: NestExpressApplication, paymentIntentId: string): Promise<number[]>;
}

/**
 * Checkout's last step and the prescriber's decision, charged once, exactly, and
 * recorded to the penny. The same suite runs against the sandbox and against the
 * Stripe adapter: swapping them is configuration only.
 */
export function firstPaymentSuite(billing: BillingUnderTest): void {
let app: NestExpressApplication;

beforeAll(async () => {
  await billing.start();
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await billing.stop();
});

type Customer = Awaited<ReturnType<typeof customerWithProposal>>;

const saveCard = (customer: Customer, number: string) => billing.saveCard(app, customer, number);

async function records(customer: Customer) {
  const em = ormOf(app).em.fork();
  const subscription = await em.findOneOrFail(Subscription, { userId: customer.userId }, { populate: ['items'], orderBy: { id: 'desc' } });
  const payments = await em.find(PaymentRecord, { subscriptionId: subscription.id }, { orderBy: { attempt: 'asc' } });
  return { subscription, firstItem: subscription.items.getItems()[0], payments };
}

const emailsTo = async (customer: Customer, subject: RegExp) =>
  ((await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: customer.email })).body as { subject: string; text: string }[]).filter((email) => subject.test(email.subject));

it('charges a cream with DERMLOVE10 at 20% off, once, and records it to the penny', async () => {
  const customer = await customerWithProposal(app, 'acne');
  await subscriptionForm(customer, 'apply-code', { code: 'DERMLOVE10' }).expect(200);
  const card = await saveCard(customer, '4242 4242 4242 4242');
  expect(card).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
  const page = (await customer.agent.get('/v2/subscription/checkout/data').expect(200)).body;
  expect(page.methods).toEqual([expect.objectContaining({ id: card.payment_method, last4: '4242', brand: 'visa' })]);
  expect(page.price.total_pence).toBe(3872);

  // A double click: two identical requests at once.
  const [first, second] = await Promise.all([subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }), subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method })]);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(first.body).toMatchObject({ status: 'succeeded', subscriptionId: page.subscriptionId });
  expect((await subscriptionForm(customer, 'confirm-subscription', { subscription: page.subscriptionId }).expect(200)).body).toEqual({ status: 'review' });
  // A reload that sends it all again.
  expect((await subscriptionForm(customer, 'confirm-subscription', { subscription: page.subscriptionId }).expect(200)).body).toEqual({ status: 'review' });

  const { subscription, firstItem, payments } = await records(customer);
  expect(subscription.status).toBe('review');
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ status: 'succeeded', amountPence: 3872, originalPence: 4840, discountPence: 968, creditPence: 0, promotionCode: 'DERMLOVE10' });
  expect(firstItem).toMatchObject({ status: 'paid', transactionId: payments[0].gatewayPaymentId, transactionPricePence: 3872 });
  expect(firstItem.paidAt).toBeInstanceOf(Date);
  expect(await billing.charged(app, payments[0].gatewayPaymentId)).toEqual([3872]);

  const [email] = await eventually(async () => {
    const sent = await emailsTo(customer, /^Your order #\d+ is with our prescriber$/);
    return sent.length ? sent : undefined;
  });
  expect(email.text).toContain('£38.72 paid');
  expect(await emailsTo(customer, /^Your order/)).toHaveLength(1);
});

it('says why a card was refused, charges nothing, and lets the customer try another card', async () => {
  const customer = await customerWithProposal(app, 'glow');
  expect(await saveCard(customer, '4000 0000 0000 0002')).toEqual({ status: 'requires_payment_method', message: 'Your card was declined.' });

  const declinesCharges = await saveCard(customer, '4000 0000 0000 0341');
  const refused = await subscriptionForm(customer, 'start-subscription', { paymentMethod: declinesCharges.payment_method }).expect(400);
  expect(refused.body.message).toBe('Payment failed: Your card was declined.');
  expect((await records(customer)).subscription.status).toBe('pending');

  const good = await saveCard(customer, '4242424242424242');
  expect((await subscriptionForm(customer, 'start-subscription', { paymentMethod: good.payment_method }).expect(200)).body.status).toBe('succeeded');
  const { subscription, payments } = await records(customer);
  expect(subscription.status).toBe('review');
  expect(payments.map((payment) => [payment.attempt, payment.status])).toEqual([
    [1, 'failed'],
    [2, 'succeeded'],
  ]);
});

it('waits for bank authentication, which the customer can fail and then pass', async () => {
  const customer = await customerWithProposal(app, 'rosacea');
  const card = await saveCard(customer, '4000 0027 6000 3184');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  expect(started.status).toBe('requires_action');
  const authenticate = async (clientSecret: string, passed: boolean) => {
    const { payments } = await records(customer);
    await billing.authenticate(customer, clientSecret, payments[payments.length - 1].gatewayPaymentId, passed);
  };

  const early = await subscriptionForm(customer, 'confirm-subscription', { subscription: started.subscriptionId }).expect(400);
  expect(early.body.message).toBe('Payment failed: Please complete the authentication your bank asked for.');
  await authenticate(started.clientSecret, false);
  const failed = await subscriptionForm(customer, 'confirm-subscription', { subscription: started.subscriptionId }).expect(400);
  expect(failed.body.message).toMatch(/^Payment failed: We are unable to authenticate your payment method/);

  const again = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  expect(again.clientSecret).not.toBe(started.clientSecret);
  await authenticate(again.clientSecret, true);
  expect((await subscriptionForm(customer, 'confirm-subscription', { subscription: again.subscriptionId }).expect(200)).body).toEqual({ status: 'review' });
  expect((await records(customer)).firstItem.transactionPricePence).toBe(4840);
});

it("gives £10 off through a friend's code, then £10 credit to the friend, spent on their own first order", async () => {
  const friend = await customerWithProposal(app, 'anti-ageing');
  const friendCode = (await ormOf(app).em.fork().findOneOrFail(User, friend.userId)).referralCode;

  const newcomer = await customerWithProposal(app, 'acne');
  await subscriptionForm(newcomer, 'apply-code', { code: friendCode }).expect(200);
  const card = await saveCard(newcomer, '4242424242424242');
  await subscriptionForm(newcomer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200);
  expect((await records(newcomer)).payments[0]).toMatchObject({ amountPence: 3840, discountPence: 1000 });
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: friend.userId })).creditPence).toBe(1000);
  expect((await friend.agent.get('/v2/profile/data/subscriptions').expect(200)).body.referral).toMatchObject({ friends_referred: 1, credit_earned_pence: 1000 });

  const friendPage = (await friend.agent.get('/v2/subscription/checkout/data').expect(200)).body;
  expect(friendPage.price).toEqual({ original_pence: 4840, discount_pence: 0, credit_pence: 1000, total_pence: 3840 });
  const friendCard = await saveCard(friend, '4242424242424242');
  await subscriptionForm(friend, 'start-subscription', { paymentMethod: friendCard.payment_method }).expect(200);
  expect((await records(friend)).payments[0]).toMatchObject({ amountPence: 3840, creditPence: 1000 });
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: friend.userId })).creditPence).toBe(0);
});

it('records a first charge that account credit covers whole as paid with credit, and charges the card nothing', async () => {
  const customer = await customerWithProposal(app, 'acne');
  await saveDeliveryAddress(customer);
  const card = await saveCard(customer, '4242424242424242');
  await ormOf(app).em.fork().nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 5000 });
  await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200);
  const { payments } = await records(customer);
  expect(payments).toEqual([
    expect.objectContaining({ status: 'succeeded', amountPence: 0, originalPence: 4840, creditPence: 4840, paidWithCredit: true, gatewayPaymentId: expect.stringMatching(/^free_/) }),
  ]);
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId })).creditPence).toBe(160);
  const [email] = await eventually(async () => {
    const sent = await emailsTo(customer, /^Your order #\d+ is with our prescriber$/);
    return sent.length ? sent : undefined;
  });
  expect(email.text).toContain(': Acne formula (starter strength), covered by your credit and offers, with nothing charged to your card.');

  // Declined: no card refund to wait for, and all the credit back.
  const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
  await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(declining(payments[0].subscriptionId)).expect(200);
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId })).creditPence).toBe(5000);
  const [declined] = await eventually(async () => {
    const sent = await emailsTo(customer, /^About your order/);
    return sent.length ? sent : undefined;
  });
  expect(declined.text).toContain('Nothing was charged to your card for it, so there is no card refund. The £48.40 of account credit it used is back in your account.');
});

it('refuses a card that is not the customer’s own', async () => {
  const owner = await customerWithProposal(app, 'acne');
  const card = await saveCard(owner, '4242424242424242');
  const other = await customerWithProposal(app, 'acne');
  const refused = await subscriptionForm(other, 'start-subscription', { paymentMethod: card.payment_method }).expect(400);
  expect(refused.body.fields).toEqual({ paymentMethod: ['Please choose a payment method'] });
});

describe('payment webhooks', () => {
  const deliver = (payload: object, secret = billing.webhookSecret) => {
    const body = JSON.stringify(payload);
    return request(app.getHttpServer()).post('/webhooks/payments').set('Content-Type', 'application/json').set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload: body, secret })).send(body);
  };

  it('settles a payment the customer authenticated but never came back from, once however often the event comes', async () => {
    const customer = await customerWithProposal(app, 'hyperpigmentation');
    const card = await saveCard(customer, '4000002760003184');
    const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
    const { payments } = await records(customer);
    const event = { id: 'evt_late', type: 'payment_intent.succeeded', data: { object: { id: payments[0].gatewayPaymentId, metadata: {} } } };

    // Out of order: the success event arrives before the bank check has finished; nothing is settled on its word.
    await deliver(event).expect(200);
    expect((await records(customer)).subscription.status).toBe('pending');

    await billing.authenticate(customer, started.clientSecret, payments[0].gatewayPaymentId, true);
    await deliver(event).expect(200);
    await deliver(event).expect(200);
    expect((await records(customer)).subscription.status).toBe('review');
    const confirmations = await eventually(async () => {
      const sent = await emailsTo(customer, /^Your order/);
      return sent.length ? sent : undefined;
    });
    expect(confirmations).toHaveLength(1);
  });

  it('refuses an event with a bad signature', async () => {
    const refused = await deliver({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } }, 'whsec_forger').expect(400);
    expect(refused.body.message).toBe('The webhook signature does not match.');
    await request(app.getHttpServer()).post('/webhooks/payments').send({}).expect(400);
  });

  it('ignores events about payments it does not know', async () => {
    await deliver({ id: 'evt_other', type: 'payment_intent.succeeded', data: { object: { id: 'pi_not_ours' } } }).expect(200);
  });
});

it('needs a pending subscription to charge', async () => {
  const customer = await newlySignedUpCustomer(app);
  await customer.agent.post('/v2/subscription/form/start-subscription').set('x-csrf-token', customer.csrfToken).send({ paymentMethod: 'pm_x' }).expect(404);
});

describe("the prescriber's decision", () => {
  async function paidSubscription() {
    const customer = await customerWithProposal(app, 'acne');
    await saveDeliveryAddress(customer);
    const card = await saveCard(customer, '4242424242424242');
    const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
    return { customer, subscriptionId: started.subscriptionId as number };
  }

  it('approving makes the subscription active with the next supply due in two months', async () => {
    const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
    const { customer, subscriptionId } = await paidSubscription();
    const approved = await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(await answeringSafetyChecks(admin, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
    expect(approved.body).toEqual({ status: 'active' });
    const { subscription, payments } = await records(customer);
    expect(subscription.dueAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(payments[0].status).toBe('succeeded');
    await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(declining(subscriptionId)).expect(409);
  });

  it('declining refunds the first payment in full and cancels, so no one pays for a declined treatment', async () => {
    const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
    const { customer, subscriptionId } = await paidSubscription();
    await customer.agent.post('/v2/admin/form/review').set('x-csrf-token', customer.csrfToken).send(declining(subscriptionId)).expect(403);
    expect((await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(declining(subscriptionId)).expect(200)).body).toEqual({ status: 'cancelled' });

    const { subscription, firstItem, payments } = await records(customer);
    expect(subscription.status).toBe('cancelled');
    expect(firstItem.status).toBe('refunded');
    expect(payments[0].status).toBe('refunded');
    expect(await billing.refunded(app, payments[0].gatewayPaymentId)).toEqual([4840]);
    const declined = await eventually(async () => {
      const sent = await emailsTo(customer, /^About your order/);
      return sent.length ? sent : undefined;
    });
    expect(declined[0].text).toContain('refunded your payment in full');
  });

  it("declining gives back the account credit the order spent, and takes back the referring friend's reward for it", async () => {
    const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
    const friend = await customerWithProposal(app, 'anti-ageing');
    const friendCode = (await ormOf(app).em.fork().findOneOrFail(User, friend.userId)).referralCode;
    const customer = await customerWithProposal(app, 'acne');
    await saveDeliveryAddress(customer);
    await subscriptionForm(customer, 'apply-code', { code: friendCode }).expect(200);
    const card = await saveCard(customer, '4242424242424242');
    await ormOf(app).em.fork().nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 500 });
    const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
    const creditOf = async (userId: number) => (await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId })).creditPence;
    expect((await records(customer)).payments[0]).toMatchObject({ amountPence: 3340, discountPence: 1000, creditPence: 500 });
    expect([await creditOf(customer.userId), await creditOf(friend.userId)]).toEqual([0, 1000]);

    await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(declining(started.subscriptionId)).expect(200);
    const { payments } = await records(customer);
    expect(payments[0].status).toBe('refunded');
    expect(await billing.refunded(app, payments[0].gatewayPaymentId)).toEqual([3340]);
    expect([await creditOf(customer.userId), await creditOf(friend.userId)]).toEqual([500, 0]);
    const [declined] = await eventually(async () => {
      const sent = await emailsTo(customer, /^About your order/);
      return sent.length ? sent : undefined;
    });
    expect(declined.text).toContain('We have refunded your payment in full (£33.40); it reaches your account in 5-10 working days. The £5.00 of account credit it used is back in your account.');
    expect((await friend.agent.get('/v2/profile/data/subscriptions').expect(200)).body.referral).toEqual({ friends_referred: 0, credit_earned_pence: 0, credit_available_pence: 0 });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
    const refused = await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send({ id: 'x', approve: 2 }).expect(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['approve', 'id']);
    await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(await answeringSafetyChecks(admin, { id: 999999, approve: 1 })).expect(404);
  });
});

}
