import { answeringSafetyChecks } from '../support/safety-answers';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { addDays, longUkDate } from '../../src/modules/subscription/domain/self-service';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { seedDatabase } from '../../src/bootstrap/prepare-database';
import { customerWithProposal } from '../support/consultation-answers';
import { suppliesMadeDaysAgo } from '../support/renewal-customers';
import { eventually, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from '../support/test-app';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';

/**
 * The account's self-service calls (docs/customer-account.md): each changes only the
 * caller's own subscription, within its rules, and bad input changes nothing.
 */

type Customer = Awaited<ReturnType<typeof customerWithProposal>>;

let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()));
afterAll(() => app.close());

const today = () => ukCalendarDate(new Date());

async function saveCard(customer: Customer, number = '4242424242424242'): Promise<string> {
  const { clientSecret } = (await subscriptionForm(customer, 'create-setup-intent', {}).expect(200)).body;
  const saved = await customer.agent.post('/sandbox-provider/setup-intents/confirm').set('x-csrf-token', customer.csrfToken).send({ client_secret: clientSecret, number, exp_month: 12, exp_year: 2034, cvc: '123' }).expect(200);
  return saved.body.payment_method as string;
}

/** A customer who paid at checkout and whose treatment the prescriber approved: the real way there. */
async function customerWithActiveSubscription(): Promise<Customer & { subscriptionId: number; cardId: string }> {
  const customer = await customerWithProposal(app, 'acne');
  await saveDeliveryAddress(customer);
  const cardId = await saveCard(customer);
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: cardId }).expect(200)).body;
  await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(await answeringSafetyChecks(admin, { id: started.subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
  return { ...customer, subscriptionId: started.subscriptionId as number, cardId };
}

async function stored(subscriptionId: number): Promise<Subscription> {
  return ormOf(app).em.fork().findOneOrFail(Subscription, subscriptionId, { populate: ['items'] });
}

/** What a refused call must leave as it was. */
const snapshot = (subscription: Subscription) => ({
  status: subscription.status,
  dueAt: subscription.dueAt,
  pausedUntil: subscription.pausedUntil,
  paymentMethodId: subscription.paymentMethodId,
  cancelledAt: subscription.cancelledAt,
  items: subscription.items.getItems().map((item) => item.status),
});

describe('the dashboard data', () => {
  it("shows the customer's own treatments with the spec's badge, the formula and its ingredients, the card and the address", async () => {
    const customer = await customerWithActiveSubscription();
    const overview = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body;
    expect(overview.subscriptions).toHaveLength(1);
    const [card] = overview.subscriptions;
    const dueAt = (await stored(customer.subscriptionId)).dueAt!;
    expect(card).toMatchObject({ id: customer.subscriptionId, status: 'active', due_at: dueAt, price_pence: 4840, title: 'Acne Formula', payment_method: { id: customer.cardId, last4: '4242' } });
    expect(card.badge).toMatch(/^SHIPS & CHARGES: [A-Z]{3} \d{1,2}, \d{4}$/);
    expect(card.items[0].ingredients).toEqual(expect.arrayContaining([{ name: 'Tretinoin', value: 0.025, unit: '%' }]));
    expect(overview.methods.map((method: { id: string }) => method.id)).toEqual([customer.cardId]);
    expect(overview.referral).toEqual({ friends_referred: 0, credit_earned_pence: 0, credit_available_pence: 0 });
  });

  it('says INCOMPLETE for an unpaid treatment and FAILED for one whose renewal failed', async () => {
    const pending = await customerWithProposal(app, 'acne');
    const [incomplete] = (await pending.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions;
    expect(incomplete).toMatchObject({ status: 'pending', badge: 'INCOMPLETE', items: [] });

    const customer = await customerWithActiveSubscription();
    await ormOf(app).em.fork().nativeUpdate(Subscription, customer.subscriptionId, { status: 'failed' });
    const [failed] = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions;
    expect(failed).toMatchObject({ status: 'failed', badge: 'FAILED', items: [] });
  });

  it('lists no formula while under review', async () => {
    const customer = await customerWithProposal(app, 'acne');
    await subscriptionForm(customer, 'start-subscription', { paymentMethod: await saveCard(customer) }).expect(200);
    const [card] = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions;
    expect(card).toMatchObject({ status: 'review', badge: 'UNDER REVIEW', items: [] });
  });
});

describe('update-date', () => {
  it('moves the next delivery and its charge', async () => {
    const customer = await customerWithActiveSubscription();
    const dueAt = addDays(today(), 60);
    const response = await subscriptionForm(customer, 'update-date', { sub_id: customer.subscriptionId, due_at: dueAt }).expect(200);
    expect(response.body).toEqual({ id: customer.subscriptionId, status: 'active', due_at: dueAt, paused_until: null });
    expect((await stored(customer.subscriptionId)).dueAt).toBe(dueAt);
  });

  it.each([
    ['a past date', () => addDays(today(), -1), 'Please choose a date after today.'],
    ['today', () => today(), 'Please choose a date after today.'],
    ['a date beyond 90 days', () => addDays(today(), 91), /^Please choose a date no later than \d\d\/\d\d\/\d{4} \(up to 90 days ahead\)\.$/],
    ['a date that does not exist', () => '2031-02-30', 'Please enter a real date as YYYY-MM-DD.'],
    ['the wrong format', () => '24/12/2030', 'Please enter the date as YYYY-MM-DD.'],
    ['no date', () => undefined, 'Please select a new date before updating.'],
  ])('refuses %s with a clear message and changes nothing', async (_case, date, message) => {
    const customer = await customerWithActiveSubscription();
    const before = snapshot(await stored(customer.subscriptionId));
    const response = await subscriptionForm(customer, 'update-date', { sub_id: customer.subscriptionId, due_at: date() }).expect(400);
    expect(response.body.fields.due_at[0]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });

  it('refuses a day before the prescription allows the next supply, naming that day, and the dashboard offers days from there', async () => {
    const customer = await customerWithActiveSubscription();
    // Just approved and supplied: the prescription's default 56 days between supplies start today.
    const allowedFrom = addDays(today(), 56);
    const before = snapshot(await stored(customer.subscriptionId));
    const refused = await subscriptionForm(customer, 'update-date', { sub_id: customer.subscriptionId, due_at: addDays(allowedFrom, -1) }).expect(400);
    const from = longUkDate(allowedFrom);
    expect(refused.body.fields.due_at).toEqual([`Your prescription allows your next box from ${from}: please choose ${from} or later.`]);
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);

    const [card] = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions;
    expect(card).toMatchObject({ earliest_delivery_date: allowedFrom, send_now: { allowed: false, code: 'too-soon', reason: `Your prescription allows the next box from ${from}.` } });
    await subscriptionForm(customer, 'update-date', { sub_id: customer.subscriptionId, due_at: allowedFrom }).expect(200);
  });

  it("refuses the same day in the back office's date editor", async () => {
    const customer = await customerWithActiveSubscription();
    const before = snapshot(await stored(customer.subscriptionId));
    const response = await admin.agent
      .post('/v2/admin/form/subscription/update-date')
      .set('x-csrf-token', admin.csrfToken)
      .send({ sub_id: customer.subscriptionId, due_at: addDays(today(), 20) })
      .expect(400);
    expect(response.body.fields.due_at).toEqual([expect.stringMatching(/^Your prescription allows your next box from \d{1,2} [A-Z][a-z]+ \d{4}: /)]);
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });

  it('refuses a treatment that is not running', async () => {
    const customer = await customerWithProposal(app, 'acne');
    const { subscriptionId } = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: await saveCard(customer) }).expect(200)).body;
    const response = await subscriptionForm(customer, 'update-date', { sub_id: subscriptionId, due_at: addDays(today(), 5) }).expect(409);
    expect(response.body.message).toBe('Only an active treatment can be moved; this one is review.');
  });
});

describe('change-payment-method', () => {
  it('charges the next supplies to another of her cards', async () => {
    const customer = await customerWithActiveSubscription();
    const newCard = await saveCard(customer, '5555555555554444');
    const response = await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: newCard }).expect(200);
    expect(response.body).toEqual({ message: 'Your payment method has been successfully updated.', clientSecret: null });
    expect((await stored(customer.subscriptionId)).paymentMethodId).toBe(newCard);
  });

  it('fixes the card of a treatment whose renewal failed, and billing charges the new card at once', async () => {
    const customer = await customerWithActiveSubscription();
    // The renewal due today, two months after the first supply, failed on the old card.
    await ormOf(app).em.fork().nativeUpdate(Subscription, customer.subscriptionId, { status: 'failed', dueAt: today(), retryOn: addDays(today(), 3) });
    await suppliesMadeDaysAgo(app, customer.subscriptionId, 61);
    const newCard = await saveCard(customer, '5555555555554444');
    // With the events worker held, the retry waits on its queue: it left with the card change's commit, not after it.
    const events = app.get<Queue>(getQueueToken('events'));
    await events.pause();
    try {
      await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: newCard }).expect(200);
      const waiting = await eventually(async () => (await events.getJobs(['waiting'])).find((job) => job.data.reaction === 'RetryRenewalOnNewCard' && job.data.event.subscriptionId === customer.subscriptionId));
      expect(waiting.data).toEqual({ reaction: 'RetryRenewalOnNewCard', event: { subscriptionId: customer.subscriptionId, paymentMethodId: newCard, failedDueOn: today() } });
      expect(await ormOf(app).em.fork().count(PaymentRecord, { subscriptionId: customer.subscriptionId, dueOn: today() })).toBe(0);
    } finally {
      await events.resume();
    }
    const retried = await eventually(async () => {
      const payments = await ormOf(app).em.fork().find(PaymentRecord, { subscriptionId: customer.subscriptionId, dueOn: today(), status: 'succeeded' });
      return payments[0];
    });
    const charged = await ormOf(app).em.fork().findOneOrFail(SandboxGatewayObject, retried.gatewayPaymentId);
    expect(charged.data).toMatchObject({ paymentMethodId: newCard, status: 'succeeded' });
    expect(await stored(customer.subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('has no card to change once cancelled', async () => {
    const customer = await customerWithActiveSubscription();
    await subscriptionForm(customer, 'cancel', { subscription: customer.subscriptionId }).expect(200);
    const response = await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: customer.cardId }).expect(409);
    expect(response.body.message).toBe('This treatment is cancelled, so there is no card to change.');
  });

  it("refuses someone else's card, and no card at all, changing nothing", async () => {
    const customer = await customerWithActiveSubscription();
    const other = await customerWithActiveSubscription();
    const before = snapshot(await stored(customer.subscriptionId));
    const theirs = await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: other.cardId }).expect(400);
    expect(theirs.body).toMatchObject({ error: 'PAYMENT.METHOD_REFUSED', message: 'Please select a payment method' });
    const none = await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: ' ' }).expect(400);
    expect(none.body.fields.payment_method).toEqual(['Please select a payment method']);
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });
});

describe('cancel', () => {
  it('cancels at once with the reason given, leaves the paid supply to ship and emails a confirmation', async () => {
    const customer = await customerWithActiveSubscription();
    const response = await subscriptionForm(customer, 'cancel', { subscription: customer.subscriptionId, reason: '  Too expensive for me right now ' }).expect(200);
    expect(response.body).toEqual({ id: customer.subscriptionId, status: 'cancelled', due_at: null, paused_until: null });
    const cancelled = await stored(customer.subscriptionId);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Too expensive for me right now' });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    const [first, ...later] = cancelled.items.getItems();
    expect(first.status).toBe('paid');
    expect(later.every((item) => item.status === 'cancelled')).toBe(true);
    const email = await eventually(async () => {
      const mailbox = (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: customer.email })).body as { subject: string; text: string }[];
      return mailbox.find((each) => each.subject === `Your treatment #${customer.subscriptionId} is cancelled`);
    });
    expect(email.text).toContain('You will not be charged again for it.');
    expect(email.text).toContain('will still reach you');
  });

  it('refuses to cancel twice', async () => {
    const customer = await customerWithActiveSubscription();
    await subscriptionForm(customer, 'cancel', { subscription: customer.subscriptionId }).expect(200);
    await subscriptionForm(customer, 'cancel', { subscription: customer.subscriptionId }).expect(409);
  });

  it('refuses an overlong reason and keeps the treatment', async () => {
    const customer = await customerWithActiveSubscription();
    const response = await subscriptionForm(customer, 'cancel', { subscription: customer.subscriptionId, reason: 'x'.repeat(501) }).expect(400);
    expect(response.body.fields.reason).toEqual(['Please keep your reason under 500 characters.']);
    expect((await stored(customer.subscriptionId)).status).toBe('active');
  });
});

describe('postpone, pause and resume', () => {
  it('postpones the next delivery by the weeks chosen', async () => {
    const customer = await customerWithActiveSubscription();
    const dueAt = (await stored(customer.subscriptionId)).dueAt!;
    const response = await subscriptionForm(customer, 'postpone', { subscription: customer.subscriptionId, weeks: 2 }).expect(200);
    expect(response.body.due_at).toBe(addDays(dueAt, 14));
  });

  it('refuses a postponement or a pause that would bring the next box before the prescription allows it, changing nothing', async () => {
    const customer = await customerWithActiveSubscription();
    // A date set before this rule was kept: five days on, well inside the prescription's 56 days.
    await ormOf(app).em.fork().nativeUpdate(Subscription, customer.subscriptionId, { dueAt: addDays(today(), 5) });
    const before = snapshot(await stored(customer.subscriptionId));
    const postponed = await subscriptionForm(customer, 'postpone', { subscription: customer.subscriptionId, weeks: 1 }).expect(400);
    expect(postponed.body.fields.weeks).toEqual([expect.stringMatching(/^Your prescription allows your next box from /)]);
    const paused = await subscriptionForm(customer, 'pause', { subscription: customer.subscriptionId, resume_on: addDays(today(), 10) }).expect(400);
    expect(paused.body.fields.resume_on).toEqual([expect.stringMatching(/^Your prescription allows your next box from /)]);
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });

  it('refuses a postponement it does not offer', async () => {
    const customer = await customerWithActiveSubscription();
    const before = snapshot(await stored(customer.subscriptionId));
    const response = await subscriptionForm(customer, 'postpone', { subscription: customer.subscriptionId, weeks: 3 }).expect(400);
    expect(response.body.fields.weeks).toEqual(['Please choose 1, 2, 4 or 8 weeks.']);
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });

  it('pauses until a date, moving the next delivery there, and resumes without charging early', async () => {
    const customer = await customerWithActiveSubscription();
    const resumeOn = addDays(today(), 120);
    const paused = await subscriptionForm(customer, 'pause', { subscription: customer.subscriptionId, resume_on: resumeOn }).expect(200);
    expect(paused.body).toEqual({ id: customer.subscriptionId, status: 'active', due_at: resumeOn, paused_until: resumeOn });
    const [card] = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions;
    expect(card.paused_until).toBe(resumeOn);
    const resumed = await subscriptionForm(customer, 'resume', { subscription: customer.subscriptionId }).expect(200);
    expect(resumed.body).toEqual({ id: customer.subscriptionId, status: 'active', due_at: resumeOn, paused_until: null });
    await subscriptionForm(customer, 'resume', { subscription: customer.subscriptionId }).expect(409);
  });

  it.each([
    ['a past date', () => addDays(today(), -3), 'Please choose a date after today.'],
    ['a date beyond 180 days', () => addDays(today(), 181), /up to 180 days ahead/],
    ['the wrong format', () => 'next spring', 'Please enter the date as YYYY-MM-DD.'],
  ])('refuses to pause until %s, changing nothing', async (_case, date, message) => {
    const customer = await customerWithActiveSubscription();
    const before = snapshot(await stored(customer.subscriptionId));
    const response = await subscriptionForm(customer, 'pause', { subscription: customer.subscriptionId, resume_on: date() }).expect(400);
    expect(response.body.fields.resume_on[0]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(snapshot(await stored(customer.subscriptionId))).toEqual(before);
  });
});

describe("another customer's subscription", () => {
  it('is not found on every call, and nothing of it changes', async () => {
    const owner = await customerWithActiveSubscription();
    const intruder = await customerWithActiveSubscription();
    await subscriptionForm(owner, 'pause', { subscription: owner.subscriptionId, resume_on: addDays(today(), 30) }).expect(200);
    const before = snapshot(await stored(owner.subscriptionId));
    const id = owner.subscriptionId;
    const calls: [string, object][] = [
      ['update-date', { sub_id: id, due_at: addDays(today(), 10) }],
      ['change-payment-method', { subscription: id, payment_method: intruder.cardId }],
      ['change-payment-method', { subscription: id, payment_method: owner.cardId }],
      ['cancel', { subscription: id, reason: 'not mine' }],
      ['postpone', { subscription: id, weeks: 1 }],
      ['pause', { subscription: id, resume_on: addDays(today(), 40) }],
      ['resume', { subscription: id }],
    ];
    for (const [call, body] of calls) {
      const response = await subscriptionForm(intruder, call, body);
      expect({ call, status: response.status, error: response.body.error }).toEqual({ call, status: 404, error: 'SUBSCRIPTION.NOT_FOUND' });
    }
    expect(snapshot(await stored(owner.subscriptionId))).toEqual(before);
    const listed = (await intruder.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions.map((each: { id: number }) => each.id);
    expect(listed).toEqual([intruder.subscriptionId]);
  });

  it('is refused to a guest', async () => {
    await request(app.getHttpServer()).get('/v2/profile/data/subscriptions').expect(401);
    await request(app.getHttpServer()).post('/v2/subscription/form/cancel').send({ subscription: 1 }).expect(401);
  });
});

describe('the demo customer', () => {
  it('has an active treatment with a shipped first supply, one under review, one cancelled and a saved card, however often the app starts', async () => {
    await seedDatabase(app);
    const demo = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    const overview = (await demo.agent.get('/v2/profile/data/subscriptions').expect(200)).body;
    expect(overview.subscriptions.map((each: { status: string }) => each.status).sort()).toEqual(['active', 'cancelled', 'review']);
    const active = overview.subscriptions.find((each: { status: string }) => each.status === 'active');
    expect(active.last_shipment).toEqual({ shipped_on: today(), tracking_number: expect.stringMatching(/^LD\d{9}GB$/) });
    // Prescribed and shipped by the demo prescriber as any supply is: its renewals join the dispatch list.
    const dispatch = (await admin.agent.get('/v2/admin/data/dispatch').query({ status: 'shipped', keyword: 'Chloe' }).expect(200)).body;
    expect(dispatch.data).toEqual([expect.objectContaining({ order_id: expect.stringMatching(/^DO-\d{6,}$/), script_ref: expect.stringMatching(/^PRX\d+$/), subscription_id: active.id, status: 'shipped', dispatch_date: today() })]);
    const register = (await admin.agent.get('/v2/admin/data/pom').query({ patient: 'Chloe Bennett' }).expect(200)).body;
    expect(register.total).toBe(1);
    expect(active.payment_method.last4).toBe('4242');
    expect(overview.methods).toHaveLength(1);
  });
});
