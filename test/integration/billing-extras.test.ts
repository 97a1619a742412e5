import '../support/check-in-env/off';
// These renewals are about billing and supply rules: the clinical check-in gate (test/integration/check-ins.test.ts) is off here.
import '../support/own-test-database'; // the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { AppConfig } from '../../src/config/app-config';
import { JobName } from '../../src/shared/queue/jobs';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { SubscriptionAddOn } from '../../src/modules/subscription/infrastructure/subscription-add-on.entity';
import { SubscriptionItem } from '../../src/modules/subscription/infrastructure/subscription-item.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { approvedCustomer, changeSubscription, signedInPrescriber, subscriptionOf, suppliesMadeDaysAgo, type RenewalCustomer } from '../support/renewal-customers';
import { chargesFor, emailArrives, emailsTo, renewalsQueue, renewalsSettled, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { eventually, ormOf, subscriptionForm } from '../support/test-app';

/**
 * Issue 22's billing additions (docs/billing-engine.md, docs/customer-account.md): the next box
 * sent now, decline classes, the card-expiry notice and the credit-only charge. Sandbox gateway,
 * real PostgreSQL and Redis, the workers in-process, on a clock the test moves.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const paymentsOf = (subscriptionId: number) => ormOf(app).em.fork().find(PaymentRecord, { subscriptionId }, { orderBy: { id: 'asc' } });
const plusDays = (date: string, days: number) => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const plusMonths = (date: string, months: number) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, Number(date.slice(8)))).toISOString().slice(0, 10);

/** The send-now answer on the customer's dashboard card. */
async function sendNowOffer(customer: RenewalCustomer): Promise<{ allowed: boolean; amount_pence?: number; code?: string; reason?: string }> {
  const { subscriptions } = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body as { subscriptions: { id: number; send_now: never }[] };
  return subscriptions.find((each) => each.id === customer.subscriptionId)!.send_now;
}

const ALREADY_SENT = 'Your next box has already been sent, or its date has changed: please reload your account.';
const BEING_SENT = 'Your next box is being sent already: please reload your account in a moment.';

const pressSendNow = (customer: RenewalCustomer, dueOn: string) => subscriptionForm(customer, 'send-now', { subscription: customer.subscriptionId, due_on: dueOn });

/** The account's change-payment-method call: renewals charge the card chosen for the subscription. */
async function chooseCard(customer: RenewalCustomer, number: string): Promise<void> {
  const saved = await sandboxBilling.saveCard(app, customer, number);
  await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: saved.payment_method }).expect(200);
}

describe('send the next box now', () => {
  /** An approved customer whose last supply went out 60 days ago (past the prescription's 56), next due in 20 days. */
  async function customerReadyForTheNextBox(terms = {}): Promise<RenewalCustomer & { dueOn: string }> {
    const customer = await approvedCustomer(app, '4242 4242 4242 4242', 'acne', terms);
    await suppliesMadeDaysAgo(app, customer.subscriptionId, 60);
    const dueOn = clock.daysFromToday(20);
    await changeSubscription(app, customer.subscriptionId, { dueAt: dueOn });
    return { ...customer, dueOn };
  }

  it('charges once for two presses at once, through the renewal engine, and moves the dates on from today', async () => {
    const customer = await customerReadyForTheNextBox();
    expect(await sendNowOffer(customer)).toEqual({ allowed: true, amount_pence: 4840 });

    const presses = await Promise.all([pressSendNow(customer, customer.dueOn), pressSendNow(customer, customer.dueOn)]);
    const nextDue = plusMonths(clock.today(), 2);
    expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
    const [sent, refused] = presses[0].status === 200 ? presses : [presses[1], presses[0]];
    expect(sent.body).toEqual({ id: customer.subscriptionId, status: 'active', due_at: nextDue, paused_until: null, outcome: 'paid' });
    // The second press either met the first's lock (refused at once, without waiting) or came after it and found the date gone.
    expect([ALREADY_SENT, BEING_SENT]).toContain(refused.body.message);

    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    const payments = await paymentsOf(customer.subscriptionId);
    expect(payments[1]).toMatchObject({ dueOn: clock.today(), attempt: 1, status: 'succeeded', amountPence: 4840 });
    const receipt = await emailArrives(app, customer.email, /^Receipt: £48\.40 /);
    expect(receipt.text).toContain(`Your next supply ships and is charged on`);
    expect(await emailsTo(app, customer.email, /^Receipt:/)).toHaveLength(1);

    // The job the sweep would have run on the old date, replayed, and that date's sweep: nothing more.
    await renewalsQueue(app).add(JobName.RenewSubscription, { subscriptionId: customer.subscriptionId, dueOn: customer.dueOn });
    await renewalsSettled(app);
    clock.travelTo(customer.dueOn);
    await sweep(app);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect((await subscriptionOf(app, customer.subscriptionId)).dueAt).toBe(nextDue);
  });

  it("refuses before the prescription's interval between supplies, saying from when", async () => {
    const customer = await approvedCustomer(app);
    const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
    const offer = await sendNowOffer(customer);
    expect(offer).toMatchObject({ allowed: false, code: 'too-soon', reason: expect.stringMatching(/^Your prescription allows the next box from \d{1,2} [A-Z][a-z]+ \d{4}\.$/) });
    const response = await pressSendNow(customer, dueOn).expect(409);
    expect(response.body.message).toBe(offer.reason);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
    expect((await subscriptionOf(app, customer.subscriptionId)).dueAt).toBe(dueOn);
  });

  it('refuses when the prescription has no supplies left', async () => {
    // Two supplies prescribed: the one at checkout, and the one sent now.
    const customer = await customerReadyForTheNextBox({ supplies_authorised: 2 });
    await pressSendNow(customer, customer.dueOn).expect(200);
    await suppliesMadeDaysAgo(app, customer.subscriptionId, 60);
    expect(await sendNowOffer(customer)).toMatchObject({ allowed: false, code: 'no-supplies-left' });
    const response = await pressSendNow(customer, (await subscriptionOf(app, customer.subscriptionId)).dueAt!).expect(409);
    expect(response.body.message).toBe('Your prescription has no supplies left: a short consultation lets our prescriber renew it.');
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  });

  it('refuses a paused treatment and one in review, changing nothing', async () => {
    const paused = await customerReadyForTheNextBox();
    const resumeOn = clock.daysFromToday(30);
    await subscriptionForm(paused, 'pause', { subscription: paused.subscriptionId, resume_on: resumeOn }).expect(200);
    expect(await sendNowOffer(paused)).toMatchObject({ allowed: false, code: 'paused' });
    expect((await pressSendNow(paused, resumeOn).expect(409)).body.message).toMatch(/^Your treatment is paused until \d\d\/\d\d\/\d{4}: resume it first/);

    const inReview = await customerReadyForTheNextBox();
    await changeSubscription(app, inReview.subscriptionId, { status: 'review' });
    expect(await sendNowOffer(inReview)).toMatchObject({ allowed: false, code: 'in-review' });
    expect((await pressSendNow(inReview, inReview.dueOn).expect(409)).body.message).toMatch(/still being reviewed/);

    expect(await chargesFor(app, paused.subscriptionId)).toEqual([4840]);
    expect(await chargesFor(app, inReview.subscriptionId)).toEqual([4840]);
    expect((await subscriptionOf(app, inReview.subscriptionId)).dueAt).toBe(inReview.dueOn);
  });

  it("answers a missing date with a 400 and another customer's subscription with a 404", async () => {
    const customer = await customerReadyForTheNextBox();
    const other = await customerReadyForTheNextBox();
    expect((await subscriptionForm(customer, 'send-now', { subscription: customer.subscriptionId }).expect(400)).body.fields.due_on).toBeDefined();
    await subscriptionForm(customer, 'send-now', { subscription: other.subscriptionId, due_on: other.dueOn }).expect(404);
    expect(await chargesFor(app, other.subscriptionId)).toEqual([4840]);
  });
});

describe('send now under a crowd', () => {
  /** Customers ready for their next box, made a few at a time (each walks consultation, checkout and approval). */
  async function customersReadyForTheNextBox(count: number): Promise<(RenewalCustomer & { dueOn: string })[]> {
    const prescriber = await signedInPrescriber(app);
    const ready: (RenewalCustomer & { dueOn: string })[] = [];
    while (ready.length < count) ready.push(...(await Promise.all(Array.from({ length: Math.min(5, count - ready.length) }, () => customerReadyForTheNextBox(prescriber)))));
    return ready;
  }

  async function customerReadyForTheNextBox(prescriber: Awaited<ReturnType<typeof signedInPrescriber>>): Promise<RenewalCustomer & { dueOn: string }> {
    const customer = await approvedCustomer(app, undefined, undefined, undefined, prescriber);
    await suppliesMadeDaysAgo(app, customer.subscriptionId, 60);
    const dueOn = clock.daysFromToday(20);
    await changeSubscription(app, customer.subscriptionId, { dueAt: dueOn });
    return { ...customer, dueOn };
  }

  /**
   * Reads the shop keeps answering while `work` runs: the public catalogue, readiness, and a
   * bystander's own dashboard, one after another in a loop. Returns every status they got.
   */
  async function readsDuring(bystander: RenewalCustomer, work: () => Promise<unknown>): Promise<number[]> {
    const statuses: number[] = [];
    let done = false;
    const reading = (async () => {
      while (!done) {
        for (const read of [bystander.agent.get('/catalogue/shop'), bystander.agent.get('/health/ready'), bystander.agent.get('/v2/profile/data/subscriptions')]) statuses.push((await read).status);
      }
    })();
    try {
      await work();
    } finally {
      done = true;
      await reading;
    }
    return statuses;
  }

  it('answers 50 presses of one customer at once with 200, 409 or 429, charges once, and keeps the shop answering', async () => {
    const [customer, bystander] = await customersReadyForTheNextBox(2);
    let presses: { status: number }[] = [];
    const reads = await readsDuring(bystander, async () => (presses = await Promise.all(Array.from({ length: 50 }, () => pressSendNow(customer, customer.dueOn)))));

    expect(new Set(presses.map((press) => press.status))).toEqual(new Set([200, 409, 429]));
    expect(presses.filter((press) => press.status === 200)).toHaveLength(1);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((status) => status === 200)).toBe(true);
  });

  it('sends the next box of 25 customers pressing at the same moment, each charged once, while the shop keeps answering', async () => {
    const customers = await customersReadyForTheNextBox(26);
    const bystander = customers.pop()!;
    let presses: { status: number }[] = [];
    const reads = await readsDuring(bystander, async () => (presses = await Promise.all(customers.map((customer) => pressSendNow(customer, customer.dueOn)))));

    // None of them waits on another, so none is turned away: each gets their box.
    expect(presses.map((press) => press.status)).toEqual(customers.map(() => 200));
    for (const customer of customers) expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect(reads.every((status) => status === 200)).toBe(true);
    // Most of the time goes on arranging 26 customers the real way (consultation, checkout, approval):
    // about 15 s on a quiet machine, past 30 s on a loaded one. The crowd itself takes seconds.
  }, 120_000);
});

describe('a change that meets a lock held too long', () => {
  it('is answered 503 with Retry-After once the lock timeout passes, and changes nothing', async () => {
    const customer = await approvedCustomer(app);
    const [addOn] = (await customer.agent.get('/catalogue/add-ons').expect(200)).body.data as { catalogue_item_id: number }[];
    // Another transaction (a stuck request, an operator's psql) holds the subscription's row.
    const holder = new Client({ connectionString: app.get(AppConfig).databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from subscription where id = $1 for update', [customer.subscriptionId]);
      const refused = await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: addOn.catalogue_item_id, frequency: 'once' });
      expect([refused.status, refused.headers['retry-after'], refused.body.error]).toEqual([503, '2', 'SERVICE.BUSY']);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await ormOf(app).em.fork().count(SubscriptionAddOn, { subscription: customer.subscriptionId })).toBe(0);
  });
});

describe('decline classes', () => {
  it.each([
    ['lost', '4000 0000 0000 9987', 'lost_card'],
    ['stolen', '4000 0000 0000 9979', 'stolen_card'],
    ['fraudulent (Radar blocked)', '4100 0000 0000 0019', 'fraudulent'],
  ])('stops retrying a %s card at once and asks for a new card', async (_case, card, declineCode) => {
    const customer = await approvedCustomer(app);
    await chooseCard(customer, card);
    const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
    clock.travelTo(dueOn);
    await sweep(app);
    const failed = await subscriptionOf(app, customer.subscriptionId);
    expect([failed.status, failed.retryOn]).toEqual(['failed', undefined]);
    expect((await paymentsOf(customer.subscriptionId))[1]).toMatchObject({ status: 'failed', declineCode, failureMessage: 'Your card was declined.' });
    const email = await emailArrives(app, customer.email, /^Please add a new card for your Acne formula$/);
    expect(email.text).toContain('We will not try this card again');
    expect(email.text).toContain('http://localhost:3000/v2/profile');
    expect(await emailsTo(app, customer.email, /^We could not take payment/)).toHaveLength(0);

    // The retry days come and go: no attempt is made on this card.
    for (const offset of [1, 3, 5]) {
      clock.travelTo(plusDays(dueOn, offset));
      await sweep(app);
    }
    expect((await paymentsOf(customer.subscriptionId)).filter((payment) => payment.dueOn === dueOn)).toHaveLength(1);

    // A new card is charged at once.
    await chooseCard(customer, '4242 4242 4242 4242');
    await eventually(async () => ((await subscriptionOf(app, customer.subscriptionId)).status === 'active' ? true : undefined));
    await renewalsSettled(app);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  });

  it.each([
    ['insufficient funds', '4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['a processing error', '4000 0000 0000 0119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('keeps the 1/3/5-day retries for %s', async (_case, card, declineCode, message) => {
    const customer = await approvedCustomer(app);
    await chooseCard(customer, card);
    const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
    clock.travelTo(dueOn);
    await sweep(app);
    expect((await subscriptionOf(app, customer.subscriptionId)).retryOn).toBe(plusDays(dueOn, 1));
    expect((await paymentsOf(customer.subscriptionId))[1]).toMatchObject({ status: 'failed', declineCode, failureMessage: message });
    expect((await emailArrives(app, customer.email, /^We could not take payment/)).text).toContain(message);

    clock.travelTo(plusDays(dueOn, 1));
    await sweep(app);
    expect((await paymentsOf(customer.subscriptionId)).filter((payment) => payment.dueOn === dueOn)).toHaveLength(2);
    expect((await subscriptionOf(app, customer.subscriptionId)).retryOn).toBe(plusDays(dueOn, 3));
  });
});

it('emails once, 14 days before the charge, when the card will have expired by then', async () => {
  const expiring = await approvedCustomer(app);
  const lasting = await approvedCustomer(app);
  // A card valid to the end of this month; the next charge is two months away.
  const [year, month] = clock.today().split('-').map(Number);
  const setupIntent = (await expiring.agent.post('/v2/subscription/form/create-setup-intent').set('x-csrf-token', expiring.csrfToken).expect(200)).body.clientSecret as string;
  const saved = await expiring.agent
    .post('/sandbox-provider/setup-intents/confirm')
    .set('x-csrf-token', expiring.csrfToken)
    .send({ client_secret: setupIntent, number: '4242424242424242', exp_month: month, exp_year: year, cvc: '123', name: 'Priya Shah' })
    .expect(200);
  await subscriptionForm(expiring, 'change-payment-method', { subscription: expiring.subscriptionId, payment_method: saved.body.payment_method }).expect(200);
  const dueOn = (await subscriptionOf(app, expiring.subscriptionId)).dueAt!;
  expect((await subscriptionOf(app, lasting.subscriptionId)).dueAt).toBe(dueOn);

  clock.travelTo(plusDays(dueOn, -15));
  await sweep(app);
  expect(await emailsTo(app, expiring.email, /^Your card expires before/)).toHaveLength(0);

  clock.travelTo(plusDays(dueOn, -14));
  await sweep(app);
  await sweep(app);
  const notice = await emailArrives(app, expiring.email, /^Your card expires before your next Acne formula charge$/);
  expect(notice.text).toContain(`Visa ending 4242, expires ${String(month).padStart(2, '0')}/${year}`);
  expect(notice.text).toContain('http://localhost:3000/v2/profile');
  clock.travelTo(plusDays(dueOn, -10));
  await sweep(app);
  expect(await emailsTo(app, expiring.email, /^Your card expires before/)).toHaveLength(1);
  // A card valid beyond the charge: no notice.
  expect(await emailsTo(app, lasting.email, /^Your card expires before/)).toHaveLength(0);
  expect((await subscriptionOf(app, expiring.subscriptionId)).cardExpiryNoticeSentFor).toBe(dueOn);
});

it("settles a supply priced under the provider's 30p minimum with account credit alone, and says so", async () => {
  const customer = await approvedCustomer(app);
  const em = ormOf(app).em.fork();
  const upcoming = await em.findOneOrFail(SubscriptionItem, { subscription: customer.subscriptionId, status: 'upcoming' });
  await em.nativeUpdate(SubscriptionItem, upcoming.id, { pricePence: 20 });
  await em.nativeUpdate(BillingAccount, { userId: customer.userId }, { creditPence: 25 });

  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  // The provider is never asked: the sandbox took only the first payment.
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  const payments = await paymentsOf(customer.subscriptionId);
  expect(payments[1]).toMatchObject({ status: 'succeeded', amountPence: 0, originalPence: 20, creditPence: 20, paidWithCredit: true, gatewayPaymentId: expect.stringMatching(/^free_/) });
  expect(payments[0].paidWithCredit).toBe(false);
  expect((await ormOf(app).em.fork().findOneOrFail(BillingAccount, { userId: customer.userId })).creditPence).toBe(5);
  expect((await subscriptionOf(app, customer.subscriptionId)).items.getItems()[1].status).toBe('paid');
  const receipt = await emailArrives(app, customer.email, /^Receipt: £0\.00 /);
  expect(receipt.text).toContain('Paid with account credit.');
});
