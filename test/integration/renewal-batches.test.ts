import '../support/check-in-env/off';
// About how the sweep's batches renew: the clinical check-in gate (test/integration/check-ins.test.ts) is off here.
import '../support/own-test-database'; // the app's modules read the database to use when imported
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { RenewDueSubscriptionsCommand } from '../../src/modules/subscription';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { JobName } from '../../src/shared/queue/jobs';
import { approvedCustomer, changeSubscription, subscriptionOf, type RenewalCustomer } from '../support/renewal-customers';
import { chargesFor, emailsTo, renewalsQueue, renewalsSettled, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { ormOf, queueSettled } from '../support/test-app';

/**
 * The sweep renews due subscriptions in batches, one transaction each (RenewDueSubscriptionsHandler).
 * What a batch must never do: spend one customer's credit twice, or lose a renewal when one of
 * its renewals fails. Sandbox gateway, real PostgreSQL and Redis, the workers in-process.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const paymentsOf = (subscriptionId: number) => em().find(PaymentRecord, { subscriptionId }, { orderBy: { id: 'asc' } });
const sql = (statement: string, params: unknown[]) => em().getConnection().execute(statement, params);

/** Approved customers whose subscriptions fall due on the same day, with the clock moved there. */
async function dueTogether(count: number): Promise<{ customers: RenewalCustomer[]; dueOn: string }> {
  const customers: RenewalCustomer[] = [];
  for (let index = 0; index < count; index += 1) customers.push(await approvedCustomer(app));
  const dueOn = (await subscriptionOf(app, customers[0].subscriptionId)).dueAt!;
  for (const customer of customers) await changeSubscription(app, customer.subscriptionId, { dueAt: dueOn });
  clock.travelTo(dueOn);
  return { customers, dueOn };
}

/** Moves `from`'s subscription, its card and its prescription to `to`'s account: one customer with two subscriptions. */
async function giveSubscriptionTo(from: RenewalCustomer, to: RenewalCustomer): Promise<void> {
  const [{ gateway_customer_id: customerId }] = await sql('select gateway_customer_id from billing_account where user_id = ?', [to.userId]);
  await sql('update sandbox_gateway_object set customer_id = ? where id = (select payment_method_id from subscription where id = ?)', [customerId, from.subscriptionId]);
  await sql('update subscription set user_id = ? where id = ?', [to.userId, from.subscriptionId]);
  await sql('update prescription set patient_user_id = ? where subscription_id = ?', [to.userId, from.subscriptionId]);
}

it('queues the due subscriptions as batches, and renews each of them once', async () => {
  const { customers, dueOn } = await dueTogether(3);
  await sweep(app);
  const batches = (await renewalsQueue(app).getJobs(['completed'])).filter((job) => job.name === JobName.RenewDueSubscriptions);
  // One batch, with the demo data's own due subscription beside these three.
  expect(batches).toHaveLength(1);
  expect(batches[0].data.renewals.map((renewal: { subscriptionId: number }) => renewal.subscriptionId)).toEqual(expect.arrayContaining(customers.map((customer) => customer.subscriptionId)));
  for (const customer of customers) {
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect((await paymentsOf(customer.subscriptionId))[1]).toMatchObject({ dueOn, status: 'succeeded', attempt: 1 });
  }
  // The same batch queued again (a replayed job) charges nobody.
  await renewalsQueue(app).add(JobName.RenewDueSubscriptions, batches[0].data, { jobId: 'replayed-batch' });
  await renewalsSettled(app);
  for (const customer of customers) expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
});

it('queues a subscription again the same day when it falls due on another date, as the CLI re-run after a date change does', async () => {
  const { customers, dueOn } = await dueTogether(1);
  const [customer] = customers;
  // Nothing else due, so both sweeps read the same page: this one subscription.
  await sql('update subscription set due_at = null where id <> ? and due_at is not null', [customer.subscriptionId]);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  // Its date set back to yesterday by hand, the same day: a new batch job, not the one already run.
  const yesterday = clock.daysFromToday(-1);
  await changeSubscription(app, customer.subscriptionId, { dueAt: yesterday });
  await sweep(app);
  // Renewed for that date: the plan's repeat supply added, then held as too soon after today's supply.
  const after = await subscriptionOf(app, customer.subscriptionId);
  expect(after.items.getItems().map((item) => item.status)).toEqual(['paid', 'paid', 'upcoming']);
  expect(after.dueAt! > dueOn).toBe(true);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
});

it("spends a customer's credit once when two of their subscriptions fall due in one batch", async () => {
  const { customers } = await dueTogether(2);
  const [owner, other] = customers;
  await giveSubscriptionTo(other, owner);
  await em().nativeUpdate(BillingAccount, { userId: owner.userId }, { creditPence: 1000 });

  const result = await app.get(CommandBus).execute(
    new RenewDueSubscriptionsCommand(customers.map((customer) => ({ subscriptionId: customer.subscriptionId, dueOn: clock.today(), userId: owner.userId }))),
  );
  // The first renewed in the batch with the credit; the second handed on to a job of its own.
  expect(result).toEqual({ renewed: { paid: 1 }, handedOn: 1 });
  await renewalsSettled(app);

  const renewals = [(await paymentsOf(owner.subscriptionId))[1], (await paymentsOf(other.subscriptionId))[1]];
  expect(renewals.map((payment) => [payment.status, payment.amountPence, payment.creditPence])).toEqual([
    ['succeeded', 3840, 1000],
    ['succeeded', 4840, 0],
  ]);
  expect((await em().findOneOrFail(BillingAccount, { userId: owner.userId })).creditPence).toBe(0);
});

it('writes nothing of a batch one of whose renewals fails, and renews the others on their own, each charged once', async () => {
  const { customers, dueOn } = await dueTogether(3);
  const [first, broken, last] = customers;
  // The card this subscription would be charged with is gone from the provider: the renewal throws.
  await sql('update sandbox_gateway_object set customer_id = null where id = (select payment_method_id from subscription where id = ?)', [broken.subscriptionId]);

  await sweep(app);

  for (const customer of [first, last]) {
    // Charged once at the provider: the batch's charge of `first`, rolled back with the batch, was reached again by its idempotency key.
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    const [checkout, renewal, ...more] = await paymentsOf(customer.subscriptionId);
    expect([checkout.status, renewal.status, renewal.dueOn, more]).toEqual(['succeeded', 'succeeded', dueOn, []]);
    expect((await subscriptionOf(app, customer.subscriptionId)).dueAt).not.toBe(dueOn);
  }
  // The broken one is left to its own job's retries, with nothing recorded and still due.
  expect(await paymentsOf(broken.subscriptionId)).toHaveLength(1);
  expect((await subscriptionOf(app, broken.subscriptionId)).dueAt).toBe(dueOn);
  const [retrying] = (await renewalsQueue(app).getJobs(['delayed', 'failed'])).filter((job) => job.name === JobName.RenewSubscription && job.data.subscriptionId === broken.subscriptionId);
  expect(retrying.failedReason).toMatch(/No such payment method/);
});

it('asks each renewal of a batch its own prescription: one whose prescription has run out is charged nothing, the others are renewed', async () => {
  const { customers } = await dueTogether(3);
  const [first, expired, last] = customers;
  // Run out in the prescribing record only, so the renewal's supply check is what finds it (not the subscription's own copy of the date).
  await sql('update prescription set expires_on = ? where subscription_id = ?', [clock.daysFromToday(-1), expired.subscriptionId]);
  const receiptsBefore = await Promise.all(customers.map(async (customer) => (await emailsTo(app, customer.email, /^Receipt:/)).length));
  await sweep(app);
  const batches = (await renewalsQueue(app).getJobs(['completed'])).filter((job) => job.name === JobName.RenewDueSubscriptions);
  expect(batches.some((batch) => customers.every((customer) => batch.data.renewals.some((renewal: { subscriptionId: number }) => renewal.subscriptionId === customer.subscriptionId)))).toBe(true);

  expect(await chargesFor(app, first.subscriptionId)).toEqual([4840, 4840]);
  expect(await chargesFor(app, expired.subscriptionId)).toEqual([4840]);
  expect((await subscriptionOf(app, expired.subscriptionId)).status).toBe('reconsult');
  expect(await chargesFor(app, last.subscriptionId)).toEqual([4840, 4840]);
  // The batch read its patients in one go: each receipt still goes to its own customer, and only theirs.
  await queueSettled(app, 'email');
  const receiptsAfter = await Promise.all(customers.map(async (customer) => (await emailsTo(app, customer.email, /^Receipt:/)).length));
  expect(receiptsAfter).toEqual([receiptsBefore[0] + 1, receiptsBefore[1], receiptsBefore[2] + 1]);
  expect(await emailsTo(app, expired.email, /^Time for a new consultation/)).toHaveLength(1);
});
