import '../support/check-in-env/off';
// These renewals are about billing and supply rules: the clinical check-in gate (test/integration/check-ins.test.ts) is off here.
import '../support/own-test-database'; // the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import Stripe from 'stripe';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { SANDBOX_WEBHOOK_SECRET } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-payment-gateway';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Promotion } from '../../src/modules/catalogue/infrastructure/promotion.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { RENEWAL_SCHEDULER_ID } from '../../src/modules/subscription/application/renewal.jobs';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { approvedCustomer, changeSubscription, subscriptionOf, type RenewalCustomer } from '../support/renewal-customers';
import { chargesFor, emailArrives, emailsTo, renewalsQueue, renewalsSettled, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { eventually, ormOf } from '../support/test-app';

/**
 * Renewals on a clock the test moves: charged on the due date and only then, once; held
 * for cancelled, paused and expired prescriptions; the decline path to its end; the bank
 * check completed by the customer. Sandbox gateway, real PostgreSQL and Redis, the
 * workers in-process.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const paymentsOf = (subscriptionId: number) => ormOf(app).em.fork().find(PaymentRecord, { subscriptionId }, { orderBy: { id: 'asc' } });

it('puts the sweep on its timetable when the worker starts: every 15 minutes, one schedule', async () => {
  const scheduler = await renewalsQueue(app).getJobScheduler(RENEWAL_SCHEDULER_ID);
  expect(scheduler).toMatchObject({ name: 'renewals.sweep', every: 15 * 60_000 });
});

it('charges a subscription started today again exactly on its due date, once, and moves the date on', async () => {
  const customer = await approvedCustomer(app);
  const approved = await subscriptionOf(app, customer.subscriptionId);
  const dueOn = approved.dueAt!;
  expect(dueOn).toBe(clock.daysFromToday(0) === dueOn ? 'never' : dueOn);

  // Three days before: the reminder, with the date, the amount, the links and the cut-off.
  const [, month, day] = dueOn.split('-').map(Number);
  clock.travelTo(new Date(Date.UTC(Number(dueOn.slice(0, 4)), month - 1, day - 3)).toISOString().slice(0, 10));
  await sweep(app);
  const reminder = await emailArrives(app, customer.email, /^Your next supply of Acne formula ships and is charged on /);
  expect(reminder.text).toContain('£48.40');
  expect(reminder.text).toContain('http://localhost:3000/v2/profile');
  expect(reminder.text).toMatch(/until the end of \w+day \d+ \w+ \d{4}/);
  await sweep(app);
  expect(await emailsTo(app, customer.email, /ships and is charged on/)).toHaveLength(1);

  // The day before: nothing.
  clock.travelTo(new Date(Date.UTC(Number(dueOn.slice(0, 4)), month - 1, day - 1)).toISOString().slice(0, 10));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);

  // The due date: charged once, however many sweeps run that day.
  clock.travelTo(dueOn);
  await sweep(app);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  const renewed = await subscriptionOf(app, customer.subscriptionId);
  const [first, second] = renewed.items.getItems();
  const payments = await paymentsOf(customer.subscriptionId);
  expect(payments).toHaveLength(2);
  expect(payments[1]).toMatchObject({ dueOn, attempt: 1, status: 'succeeded', amountPence: 4840, subscriptionItemId: second.id });
  expect(first.status).toBe('paid');
  expect(second).toMatchObject({ status: 'paid', transactionId: payments[1].gatewayPaymentId, transactionPricePence: 4840 });
  expect(second.paidAt).toBeInstanceOf(Date);
  expect(renewed.status).toBe('active');
  expect(renewed.dueAt).toBe(new Date(Date.UTC(Number(dueOn.slice(0, 4)), month - 1 + 2, day)).toISOString().slice(0, 10));
  const receipt = await emailArrives(app, customer.email, /^Receipt: £48\.40 for your Acne formula$/);
  expect(receipt.text).toContain('Your supply ships within 1-2 days');
  // Handed to fulfilment: on the dispatch list, waiting to ship, against the approval's prescription.
  const orders = await ormOf(app).em.fork().find(FulfilmentOrder, { subscriptionId: customer.subscriptionId }, { orderBy: { id: 'asc' } });
  expect(orders.map((order) => [order.subscriptionItemId, order.treatment, order.status])).toEqual([
    [first.id, first.name, 'waiting'],
    [second.id, 'Acne formula', 'waiting'],
  ]);
  expect(orders[1].prescriptionId).toBe(orders[0].prescriptionId);

  // The plan has run out (two supplies): the last one repeats on the next due date.
  clock.travelTo(renewed.dueAt!);
  await sweep(app);
  const repeated = await subscriptionOf(app, customer.subscriptionId);
  expect(repeated.items.getItems().map((item) => [item.code, item.status])).toEqual([
    ['810C', 'paid'],
    ['811C', 'paid'],
    ['811C', 'paid'],
  ]);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840, 4840]);
});

it('charges a postponed subscription on its new date, never a cancelled one, and holds a paused one until its pause ends', async () => {
  const [postponed, cancelled, paused] = [await approvedCustomer(app), await approvedCustomer(app), await approvedCustomer(app)];
  const dueOn = (await subscriptionOf(app, postponed.subscriptionId)).dueAt!;
  const later = (days: number) => new Date(new Date(`${dueOn}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await changeSubscription(app, postponed.subscriptionId, { dueAt: later(10) });
  await changeSubscription(app, cancelled.subscriptionId, { status: 'cancelled' });
  await changeSubscription(app, paused.subscriptionId, { pausedUntil: later(5) });

  clock.travelTo(dueOn);
  await sweep(app);
  expect(await chargesFor(app, postponed.subscriptionId)).toHaveLength(1);
  expect(await chargesFor(app, cancelled.subscriptionId)).toHaveLength(1);
  expect(await chargesFor(app, paused.subscriptionId)).toHaveLength(1);

  clock.travelTo(later(5));
  await sweep(app);
  expect(await chargesFor(app, paused.subscriptionId)).toHaveLength(2);
  expect(await chargesFor(app, postponed.subscriptionId)).toHaveLength(1);

  clock.travelTo(later(10));
  await sweep(app);
  expect(await chargesFor(app, postponed.subscriptionId)).toHaveLength(2);
  expect((await subscriptionOf(app, postponed.subscriptionId)).dueAt).toBe(new Date(Date.UTC(Number(later(10).slice(0, 4)), Number(later(10).slice(5, 7)) - 1 + 2, Number(later(10).slice(8)))).toISOString().slice(0, 10));

  clock.travelTo(later(400));
  await sweep(app);
  expect(await chargesFor(app, cancelled.subscriptionId)).toHaveLength(1);
  expect((await paymentsOf(cancelled.subscriptionId)).map((payment) => payment.dueOn ?? null)).toEqual([null]);
});

it('asks a customer whose prescription has expired to re-consult instead of charging them, once', async () => {
  const customer = await approvedCustomer(app);
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  await changeSubscription(app, customer.subscriptionId, { prescriptionExpiresOn: clock.daysFromToday(30) });
  clock.travelTo(dueOn);
  await sweep(app);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toHaveLength(1);
  const email = await emailArrives(app, customer.email, /^Time for a new consultation/);
  expect(email.text).toContain('http://localhost:3000/consultation/acne');
  expect(await emailsTo(app, customer.email, /^Time for a new consultation/)).toHaveLength(1);
});

it('applies a promotion for the orders its duration covers, and referral credit, to renewals', async () => {
  const customer = await approvedCustomer(app);
  const em = ormOf(app).em.fork();
  em.create(Promotion, { code: 'THREEORDERS', title: '10% off three orders', type: 'percentage', value: 10, duration: 'repeating', durationInOrders: 2, excludedCategories: [], active: true });
  await em.flush();
  await changeSubscription(app, customer.subscriptionId, { promotionCode: 'THREEORDERS' });
  await em.nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 1000 });

  // Order 2: 10% off (484p), then £10 credit.
  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  // Order 3: the promotion has run out and the credit is spent.
  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840 - 484 - 1000, 4840]);
  const payments = await paymentsOf(customer.subscriptionId);
  expect(payments[1]).toMatchObject({ discountPence: 484, creditPence: 1000, promotionCode: 'THREEORDERS' });
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId })).creditPence).toBe(0);
});

it("counts a referred friend once among the referrer's friends however often the friend renews", async () => {
  const referrer = await customerWithProposal(app, 'anti-ageing');
  const friend = await approvedCustomer(app);
  // As if the friend had paid with the referrer's code: the reward is for their first payment alone.
  await changeSubscription(app, friend.subscriptionId, { referrerUserId: referrer.userId });
  clock.travelTo((await subscriptionOf(app, friend.subscriptionId)).dueAt!);
  await sweep(app);
  expect(await chargesFor(app, friend.subscriptionId)).toEqual([4840, 4840]);
  expect((await referrer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.referral).toMatchObject({ friends_referred: 1, credit_earned_pence: 1000 });
});

it('renews a supply that credit covers in full without charging the card, and charges the card at least 30p', async () => {
  const customer = await approvedCustomer(app);
  const creditLeft = async () => (await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId })).creditPence;
  await ormOf(app).em.fork().nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 5000 });

  // Order 2: £50 of referral credit covers the £48.40 supply; the provider is not asked for £0.
  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  const covered = await subscriptionOf(app, customer.subscriptionId);
  expect(covered.status).toBe('active');
  expect(covered.items.getItems()[1]).toMatchObject({ status: 'paid', transactionPricePence: 0 });
  expect(await creditLeft()).toBe(5000 - 4840);
  const receipt = await emailArrives(app, customer.email, /^Receipt: £0\.00 /);
  expect(receipt.text).toContain('nothing was charged to your card');

  // Order 3: £48.20 of credit would leave 20p, below the card minimum: 30p is charged and 10p kept.
  await ormOf(app).em.fork().nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 4820 });
  clock.travelTo(covered.dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 30]);
  expect(await creditLeft()).toBe(10);
  expect((await paymentsOf(customer.subscriptionId)).map((payment) => [payment.amountPence, payment.creditPence])).toEqual([
    [4840, 0],
    [0, 4840],
    [30, 4810],
  ]);
});

/** The account's change-payment-method call: renewals charge the card chosen for the subscription. */
async function chooseCard(customer: RenewalCustomer, paymentMethod: string): Promise<void> {
  await customer.agent
    .post('/v2/subscription/form/change-payment-method')
    .set('x-csrf-token', customer.csrfToken)
    .send({ subscription: customer.subscriptionId, payment_method: paymentMethod })
    .expect(200);
}

it('follows a declined card to the end: waiting and failed, retries after 1, 3 and 5 days, then stays failed; a new card is charged at once', async () => {
  const customer = await approvedCustomer(app);
  // The customer picks a card for this subscription that the bank will decline.
  await chooseCard(customer, (await sandboxBilling.saveCard(app, customer, '4000 0000 0000 0341')).payment_method!);
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  const day = (offset: number) => new Date(new Date(`${dueOn}T00:00:00Z`).getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  clock.travelTo(dueOn);
  await sweep(app);
  let subscription = await subscriptionOf(app, customer.subscriptionId);
  expect(subscription.status).toBe('failed');
  expect(subscription.retryOn).toBe(day(1));
  expect(subscription.items.getItems()[1].status).toBe('waiting');
  const failedEmail = await emailArrives(app, customer.email, /^We could not take payment/);
  expect(failedEmail.text).toContain('http://localhost:3000/v2/profile');
  expect(failedEmail.text).toContain('Your card was declined.');

  for (const [offset, nextRetry] of [
    [1, day(3)],
    [2, day(3)],
    [3, day(5)],
    [5, undefined],
    [6, undefined],
    [40, undefined],
  ] as const) {
    clock.travelTo(day(offset));
    await sweep(app);
    subscription = await subscriptionOf(app, customer.subscriptionId);
    expect([offset, subscription.status, subscription.retryOn]).toEqual([offset, 'failed', nextRetry]);
  }
  const attempts = (await paymentsOf(customer.subscriptionId)).filter((payment) => payment.dueOn === dueOn);
  expect(attempts.map((payment) => [payment.attempt, payment.status])).toEqual([
    [1, 'failed'],
    [2, 'failed'],
    [3, 'failed'],
    [4, 'failed'],
  ]);
  const lastWord = await emailArrives(app, customer.email, /^We could not take payment/).then(() =>
    eventually(async () => (await emailsTo(app, customer.email, /^We could not take payment/)).find((email) => /will not try your card again/.test(email.text))),
  );
  expect(lastWord.text).toContain('your subscription is on hold until you update it');
  expect(await emailsTo(app, customer.email, /^We could not take payment/)).toHaveLength(4);
  expect(await chargesFor(app, customer.subscriptionId)).toHaveLength(1);

  // The customer saves a working card and picks it for this subscription: retried at once.
  const good = await sandboxBilling.saveCard(app, customer, '4242 4242 4242 4242');
  await chooseCard(customer, good.payment_method!);
  await eventually(async () => ((await subscriptionOf(app, customer.subscriptionId)).status === 'active' ? true : undefined));
  await renewalsSettled(app);
  subscription = await subscriptionOf(app, customer.subscriptionId);
  expect(subscription.items.getItems()[1].status).toBe('paid');
  expect(subscription.retryOn).toBeUndefined();
  // Paid 40 days late: the next supply is one interval after the day it was paid.
  expect(subscription.dueAt! > day(40 + 58)).toBe(true);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
});

it('asks for the bank check by email when the card wants it, and completes the renewal once the customer confirms', async () => {
  const customer = await approvedCustomer(app, '4000 0027 6000 3184');
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  clock.travelTo(dueOn);
  await sweep(app);
  let subscription = await subscriptionOf(app, customer.subscriptionId);
  expect(subscription.status).toBe('processing');
  expect(subscription.items.getItems()[1].status).toBe('waiting');
  const email = await emailArrives(app, customer.email, /^Please confirm your payment/);
  const paymentId = Number(/\/v2\/profile\/payments\/(\d+)/.exec(email.text)![1]);

  // Signed in only, and only the customer's own payment.
  await request(app.getHttpServer()).get(`/v2/subscription/data/renewal-payments/${paymentId}`).expect(401);
  const stranger = await approvedCustomer(app);
  await stranger.agent.get(`/v2/subscription/data/renewal-payments/${paymentId}`).expect(404);
  await stranger.agent.post('/v2/subscription/form/confirm-renewal-payment').set('x-csrf-token', stranger.csrfToken).send({ payment: paymentId }).expect(404);
  await customer.agent.post('/v2/subscription/form/confirm-renewal-payment').set('x-csrf-token', customer.csrfToken).send({ payment: 'x' }).expect(400);

  const page = (await customer.agent.get(`/v2/subscription/data/renewal-payments/${paymentId}`).expect(200)).body;
  expect(page).toMatchObject({ payment_id: paymentId, amount_pence: 4840, due_on: dueOn, status: 'requires_action', provider: 'sandbox', treatment: 'Acne formula', payment_method_id: expect.stringMatching(/^pm_/) });
  // Sweeps while the customer has not answered charge nothing more.
  await sweep(app);
  await sandboxBilling.authenticate(customer, page.client_secret, '', true);
  const confirmed = await customer.agent.post('/v2/subscription/form/confirm-renewal-payment').set('x-csrf-token', customer.csrfToken).send({ payment: paymentId }).expect(200);
  expect(confirmed.body).toEqual({ status: 'active' });
  await customer.agent.post('/v2/subscription/form/confirm-renewal-payment').set('x-csrf-token', customer.csrfToken).send({ payment: paymentId }).expect(200);

  subscription = await subscriptionOf(app, customer.subscriptionId);
  expect(subscription.items.getItems()[1]).toMatchObject({ status: 'paid', transactionPricePence: 4840 });
  expect(subscription.dueAt! > dueOn).toBe(true);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  await emailArrives(app, customer.email, /^Receipt: /);
  expect(await emailsTo(app, customer.email, /^Receipt: /)).toHaveLength(1);
});

describe('payment webhooks for renewals', () => {
  const deliver = (payload: object) => {
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SANDBOX_WEBHOOK_SECRET });
    return request(app.getHttpServer()).post('/webhooks/payments').set('Content-Type', 'application/json').set('stripe-signature', signature).send(body).expect(200);
  };

  it('settles a bank-checked renewal from the webhook once, however often and in whatever order the events come', async () => {
    const customer = await approvedCustomer(app, '4000 0027 6000 3184');
    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    const renewal = (await paymentsOf(customer.subscriptionId))[1];
    const succeeded = { id: 'evt_renewal_paid', type: 'payment_intent.succeeded', data: { object: { id: renewal.gatewayPaymentId, metadata: {} } } };
    // Early: the bank check has not happened, so nothing changes on the event's word.
    await deliver(succeeded);
    expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('processing');

    const page = (await customer.agent.get(`/v2/subscription/data/renewal-payments/${renewal.id}`).expect(200)).body;
    await sandboxBilling.authenticate(customer, page.client_secret, '', true);
    await Promise.all([deliver(succeeded), deliver(succeeded)]);
    await deliver({ ...succeeded, id: 'evt_renewal_failed_late', type: 'payment_intent.payment_failed' });
    const subscription = await subscriptionOf(app, customer.subscriptionId);
    expect(subscription.status).toBe('active');
    expect(subscription.items.getItems()[1].status).toBe('paid');
    await emailArrives(app, customer.email, /^Receipt: /);
    expect(await emailsTo(app, customer.email, /^Receipt: /)).toHaveLength(1);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  });

  it('retries a failed renewal at once when the bank updates the card, once per event, and records a dispute once', async () => {
    const customer = await approvedCustomer(app);
    const declining = await sandboxBilling.saveCard(app, customer, '4000 0000 0000 0341');
    await chooseCard(customer, declining.payment_method!);
    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('failed');
    const card = await ormOf(app).em.fork().findOneOrFail(SandboxGatewayObject, declining.payment_method!);
    const failedAttempts = async () => (await paymentsOf(customer.subscriptionId)).filter((payment) => payment.dueOn && payment.status === 'failed').length;

    // An update that still declines is tried once, however often the provider delivers the event.
    const stillDeclining = { id: 'evt_card_still_declining', type: 'payment_method.updated', data: { object: { id: card.id, customer: card.customerId } } };
    await deliver(stillDeclining);
    await renewalsSettled(app);
    expect(await failedAttempts()).toBe(2);
    await deliver(stillDeclining);
    await renewalsSettled(app);
    expect(await failedAttempts()).toBe(2);

    // The bank reissued the card: the provider reports the payment method updated (our sandbox card now succeeds).
    await ormOf(app).em.fork().nativeUpdate(SandboxGatewayObject, card.id, { data: { ...card.data, behaviour: 'succeeds' } });
    await deliver({ id: 'evt_card', type: 'payment_method.automatically_updated', data: { object: { id: card.id, customer: card.customerId } } });
    await eventually(async () => ((await subscriptionOf(app, customer.subscriptionId)).status === 'active' ? true : undefined));
    await renewalsSettled(app);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);

    const paid = (await paymentsOf(customer.subscriptionId)).find((payment) => payment.status === 'succeeded' && payment.dueOn)!;
    const dispute = { id: 'evt_dispute', type: 'charge.dispute.created', data: { object: { id: 'dp_1', payment_intent: paid.gatewayPaymentId } } };
    await deliver(dispute);
    const firstSeen = (await ormOf(app).em.fork().findOneOrFail(PaymentRecord, paid.id)).disputedAt;
    expect(firstSeen).toBeInstanceOf(Date);
    await deliver(dispute);
    expect((await ormOf(app).em.fork().findOneOrFail(PaymentRecord, paid.id)).disputedAt).toEqual(firstSeen);
  });
});
