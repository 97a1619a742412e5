import '../support/check-in-env/off'; // first: this file's renewals are not about the clinical check-in gate
import { answeringSafetyChecks } from '../support/safety-answers';
import '../support/own-test-database'; // first: the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { PrescriptionLine } from '../../src/modules/prescribing/infrastructure/prescription-line.entity';
import { PrescriptionSupply } from '../../src/modules/prescribing/infrastructure/prescription-supply.entity';
import { SupplyCounter } from '../../src/modules/prescribing/application/supply-counter';
import { addCalendarDays, addCalendarMonths } from '../../src/shared/domain/calendar-date';
import { checkedByPharmacist } from '../support/pharmacist-checks';
import { approvedCustomer, subscriptionOf } from '../support/renewal-customers';
import { chargesFor, emailArrives, emailsTo, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { ormOf, signedInSession } from '../support/test-app';

/**
 * Every supply is bound to the prescription (HMR 2012 reg 217): the supplies it authorises, the
 * interval between them, the 6 months for the first and its expiry, enforced when a renewal would
 * charge and again when Ship would send. Sandbox gateway, real PostgreSQL and Redis, the clock
 * moved by the test.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const staff = () => signedInSession(app, 'admin@example.com', 'admin-demo-pass');
const post = (session: Awaited<ReturnType<typeof staff>>, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const ordersOf = (subscriptionId: number) => em().find(FulfilmentOrder, { subscriptionId }, { orderBy: { id: 'asc' } });

async function ship(itemId: number): Promise<void> {
  await checkedByPharmacist(app, itemId);
  await post(await staff(), '/v2/admin/form/ship', { id: itemId }).expect(200);
}

it('dispenses a prescription of 2 supplies as 1 of 2 and 2 of 2, then charges nothing and asks the customer to re-consult', async () => {
  const customer = await approvedCustomer(app, undefined, undefined, { supplies_authorised: 2 });
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  const lines = await em().find(PrescriptionLine, { prescriptionId: prescription.id }, { orderBy: { lineNumber: 'asc' } });
  // The starter strength, then the full strength: one supply of each, 56 days apart at the soonest.
  expect(lines.map((line) => [line.itemCode, line.suppliesAuthorised, line.minIntervalDays])).toEqual([
    ['810C', 1, 56],
    ['811C', 1, 56],
  ]);

  const [first] = await ordersOf(customer.subscriptionId);
  expect(first).toMatchObject({ supplyNumber: 1, suppliesAuthorised: 2 });
  await ship(first.subscriptionItemId);

  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  clock.travelTo(dueOn);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  const second = (await ordersOf(customer.subscriptionId))[1];
  expect(second).toMatchObject({ supplyNumber: 2, suppliesAuthorised: 2, prescriptionId: prescription.id, treatment: 'Acne formula' });
  await ship(second.subscriptionItemId);

  // Both supplies are in the register, each with its number and its own line's medicine.
  const register = await em().find(PomRegisterEntry, { prescriptionId: prescription.id }, { orderBy: { id: 'asc' } });
  expect(register.map((row) => [row.itemCode, row.supplyNumber, row.suppliesAuthorised])).toEqual([
    ['810C', 1, 2],
    ['811C', 2, 2],
  ]);

  // The next renewal: nothing left on the prescription. No charge, no order, one email.
  const nextDue = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  clock.travelTo(nextDue);
  await sweep(app);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  expect(await ordersOf(customer.subscriptionId)).toHaveLength(2);
  const email = await emailArrives(app, customer.email, /^Time for a new consultation/);
  expect(email.text).toContain('you have had every supply your prescription allows, so we have not charged you or sent it');
  expect(await emailsTo(app, customer.email, /^Time for a new consultation/)).toHaveLength(1);
  expect(await em().count(PrescriptionSupply, { prescriptionId: prescription.id })).toBe(2);

  // Staff see the prescription in force used up, line by line, and the look is audited.
  const viewer = await staff();
  const panel = (await viewer.agent.get(`/v2/admin/data/subscriptions/${customer.subscriptionId}/prescription`).expect(200)).body;
  expect(panel.prescription).toMatchObject({
    script_ref: `PRX${prescription.id}`,
    expires_on: prescription.expiresOn,
    supplies_authorised: 2,
    supplies_made: 2,
    supplies_left: 0,
    lines: [expect.objectContaining({ item_code: '810C', supplies_made: 1, supplies_left: 0 }), expect.objectContaining({ item_code: '811C', supplies_made: 1, supplies_left: 0 })],
  });
  expect(await em().count(AuditEntry, { action: 'prescribing.prescription.viewed', subscriptionId: customer.subscriptionId })).toBe(1);

  // The customer sees why, and where to re-consult.
  const overview = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body as { subscriptions: { id: number; status: string; badge: string; reconsultation_path: string | null }[] };
  expect(overview.subscriptions.find((each) => each.id === customer.subscriptionId)).toMatchObject({ status: 'reconsult', badge: 'CONSULTATION NEEDED', reconsultation_path: '/consultation/acne' });

  // The acne formula is antimicrobial (issue 37): the first approval's verification was relied on, so a new prescription needs its own.
  const again = { id: customer.subscriptionId, approve: 1, signature_password: 'admin-demo-pass', supplies_authorised: 3 };
  const unverified = await post(await staff(), '/v2/admin/form/review', await answeringSafetyChecks(await staff(), again, { unanswered: 'safeguards' })).expect(409);
  expect(unverified.body.fields.safeguards).toEqual([expect.stringContaining('none is recorded for this review')]);
  // Prescribing again the GP step asks nothing, so the safeguards ask why it is still safe without telling the GP.
  const unexplained = await post(await staff(), '/v2/admin/form/review', await answeringSafetyChecks(await staff(), again, { unanswered: 'gp' })).expect(409);
  expect(unexplained.body.fields.safeguards).toEqual([expect.stringContaining('still safe and appropriate')]);
  expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('reconsult');

  // A prescriber's new prescription resumes it: the held supply is charged at the next day's run, as supply 1 of the new one.
  await post(await staff(), '/v2/admin/form/review', await answeringSafetyChecks(await staff(), again)).expect(200);
  expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('active');
  const renewed = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId }, { orderBy: { id: 'desc' } });
  expect(renewed.id).not.toBe(prescription.id);
  expect((await em().find(PrescriptionLine, { prescriptionId: renewed.id })).map((line) => [line.itemCode, line.suppliesAuthorised])).toEqual([['811C', 3]]);
  clock.travelTo(addCalendarDays(nextDue, 1)); // the renewal run of the day after: each day's run renews a due date once
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840, 4840]);
  expect((await ordersOf(customer.subscriptionId))[2]).toMatchObject({ prescriptionId: renewed.id, supplyNumber: 1, suppliesAuthorised: 3 });
  const resumed = (await viewer.agent.get(`/v2/admin/data/subscriptions/${customer.subscriptionId}/prescription`).expect(200)).body;
  expect(resumed.prescription).toMatchObject({ script_ref: `PRX${renewed.id}`, supplies_made: 1, supplies_left: 2, earlier: [`PRX${prescription.id}`] });
});

it('stops a topical antibiotic at its 26-week course: the supply that would run past it is not charged, and the customer is asked to re-consult', async () => {
  const customer = await approvedCustomer(app);
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  // The limit is the catalogue's when prescribed, kept on each line of the signed prescription.
  expect((await em().find(PrescriptionLine, { prescriptionId: prescription.id })).map((line) => line.maxCourseDays)).toEqual([182, 182]);
  await ship((await ordersOf(customer.subscriptionId))[0]!.subscriptionItemId);

  // Supplies 2 and 3, two months apart, still end within the 182 days of the course.
  for (const charges of [2, 3]) {
    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    expect(await chargesFor(app, customer.subscriptionId)).toHaveLength(charges);
    await ship((await ordersOf(customer.subscriptionId))[charges - 1]!.subscriptionItemId);
  }

  // The fourth would carry the course past 26 weeks, though the prescription authorises 6: nothing charged, nothing sent.
  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840, 4840]);
  expect(await ordersOf(customer.subscriptionId)).toHaveLength(3);
  expect(await em().count(PrescriptionSupply, { prescriptionId: prescription.id })).toBe(3);
  expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('reconsult');
  const email = await emailArrives(app, customer.email, /^Time for a new consultation/);
  expect(email.text).toContain('your treatment has reached the longest course it may run before our prescriber reviews it');
});

it('holds a renewal due before the prescription’s interval allows, charging nothing, and renews it on the first day allowed', async () => {
  const customer = await approvedCustomer(app, undefined, undefined, { supplies_authorised: 4, min_interval_days: 90 });
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  const allowedFrom = addCalendarDays(prescription.prescribedOn, 90);
  expect(dueOn < allowedFrom).toBe(true);

  clock.travelTo(dueOn);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  expect((await subscriptionOf(app, customer.subscriptionId)).dueAt).toBe(allowedFrom);

  clock.travelTo(allowedFrom);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  expect((await ordersOf(customer.subscriptionId))[1]).toMatchObject({ supplyNumber: 2, suppliesAuthorised: 4 });
});

it("counts a renewal from its own check's reading of the prescription, never from another transaction's", async () => {
  const customer = await approvedCustomer(app, undefined, undefined, { supplies_authorised: 2 });
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  const fullStrength = await em().findOneOrFail(PrescriptionLine, { prescriptionId: prescription.id, itemCode: '811C' });
  const counter = app.get(SupplyCounter);
  const inTransaction = <T>(work: () => Promise<T>) => ormOf(app).em.fork().transactional(work);
  const onDate = addCalendarDays(clock.today(), 90); // past the 56 days after supply 1
  // Supply items the counter is told of (the renewal's own are not needed to count).
  const [itemA, itemB, itemC] = [990_000_001, 990_000_002, 990_000_003].map((id) => id + customer.subscriptionId);

  // Checked and counted in one transaction, as a renewal does: supply 2 of 2.
  const counted = await inTransaction(async () => {
    expect(await counter.check(customer.subscriptionId, '811C', onDate)).toMatchObject({ supplyNumber: 2 });
    return counter.countRenewal(customer.subscriptionId, itemA, '811C', onDate);
  });
  expect(counted).toMatchObject({ supplyNumber: 2, suppliesAuthorised: 2 });

  // A check whose transaction ends without a count, then the last supply taken by another: a count
  // in a third transaction reads the prescription as it now is, and refuses.
  await ormOf(app).em.getConnection().execute('delete from prescription_supply where subscription_item_id = ?', [itemA]);
  await inTransaction(() => counter.check(customer.subscriptionId, '811C', onDate));
  await ormOf(app)
    .em.getConnection()
    .execute('insert into prescription_supply (prescription_id, line_id, supply_number, subscription_item_id, supplied_on, created_at) values (?, ?, 2, ?, ?, now())', [prescription.id, fullStrength.id, itemB, onDate]);
  expect(await inTransaction(() => counter.countRenewal(customer.subscriptionId, itemC, '811C', onDate))).toMatchObject({ rule: 'all-supplied' });
  expect(await em().count(PrescriptionSupply, { prescriptionId: prescription.id })).toBe(2);
});

it('refuses to ship a first supply more than 6 months after the prescription date, and any supply once it has expired, changing nothing', async () => {
  const customer = await approvedCustomer(app);
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  const [order] = await ordersOf(customer.subscriptionId);

  clock.travelTo(addCalendarDays(addCalendarMonths(prescription.prescribedOn, 6), 1));
  await checkedByPharmacist(app, order.subscriptionItemId);
  const late = await post(await staff(), '/v2/admin/form/ship', { id: order.subscriptionItemId }).expect(409);
  expect(late.body).toMatchObject({ error: 'FULFILMENT.SUPPLY_NOT_AUTHORISED', message: expect.stringContaining('within 6 months of the prescription date') });

  clock.travelTo(addCalendarDays(prescription.expiresOn, 1));
  await checkedByPharmacist(app, order.subscriptionItemId);
  const expired = await post(await staff(), '/v2/admin/form/ship', { id: order.subscriptionItemId }).expect(409);
  expect(expired.body.message).toBe(`The prescription expired on ${prescription.expiresOn}: this supply cannot be dispensed against it.`);

  const unchanged = await em().findOneOrFail(FulfilmentOrder, order.id);
  expect([unchanged.status, unchanged.trackingNumber, unchanged.dispatchedOn]).toEqual(['waiting', undefined, undefined]);
  expect(await em().count(PomRegisterEntry, { prescriptionId: prescription.id })).toBe(0);
});

it('refuses supply terms out of range before anything is decided, naming the field', async () => {
  const prescriber = await staff();
  for (const [terms, field] of [
    [{ supplies_authorised: 0 }, 'supplies_authorised'],
    [{ supplies_authorised: 13 }, 'supplies_authorised'],
    [{ min_interval_days: 7 }, 'min_interval_days'],
    [{ min_interval_days: 'soon' }, 'min_interval_days'],
  ] as const) {
    const response = await post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: 1, approve: 1, signature_password: 'admin-demo-pass', ...terms })).expect(400);
    expect(JSON.stringify(response.body)).toContain(field);
  }
});

it('refuses more supplies than fit before the prescription expires, and the subscription stays in review with no prescription', async () => {
  const customer = await approvedCustomer(app); // the way in: a paid subscription…
  const started = (
    await post(await staff(), '/v2/admin/form/start-user-subscription', {
      user: customer.email,
      pm: (await subscriptionOf(app, customer.subscriptionId)).paymentMethodId,
      plan: (await subscriptionOf(app, customer.subscriptionId)).treatmentPlanId,
      startDate: clock.daysFromToday(1),
    }).expect(200)
  ).body as { subscriptionId: number }; // …and one in review for a prescriber
  const refused = await post(await staff(), '/v2/admin/form/review', await answeringSafetyChecks(await staff(), { id: started.subscriptionId, approve: 1, signature_password: 'admin-demo-pass', supplies_authorised: 12, min_interval_days: 60 })).expect(400);
  expect(refused.body).toMatchObject({
    error: 'PRESCRIBING.SUPPLIES_BEYOND_EXPIRY',
    message: 'The prescription is valid for 12 months: at 60 days apart, at most 7 supplies can be made before it expires.',
  });
  expect((await subscriptionOf(app, started.subscriptionId)).status).toBe('review');
  expect(await em().count(Prescription, { subscriptionId: started.subscriptionId })).toBe(0);
});

it('signs every line: the signature verifies, and fails once a line’s supplies are changed in the database', async () => {
  const customer = await approvedCustomer(app, undefined, undefined, { supplies_authorised: 3 });
  const prescription = await em().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  expect(prescription.signatureVersion).toBe('prescription-v2');
  const checker = await staff();
  const check = () => checker.agent.get(`/v2/admin/data/prescriptions/PRX${prescription.id}/signature`).expect(200);
  expect((await check()).body.status).toBe('valid');

  await em().getConnection().execute(`update prescription_line set supplies_authorised = 12 where prescription_id = ${prescription.id} and line_number = 2`);
  expect((await check()).body.status).toBe('invalid');
});

it('holds a subscription staff started until a prescriber prescribes it, then charges its first supply on the start date as supply 1', async () => {
  const customer = await approvedCustomer(app);
  const startDate = clock.daysFromToday(10);
  const started = (
    await post(await staff(), '/v2/admin/form/start-user-subscription', {
      user: customer.email,
      pm: (await subscriptionOf(app, customer.subscriptionId)).paymentMethodId,
      plan: (await subscriptionOf(app, customer.subscriptionId)).treatmentPlanId,
      startDate,
    }).expect(200)
  ).body as { subscriptionId: number };
  expect((await subscriptionOf(app, started.subscriptionId)).status).toBe('review');
  clock.travelTo(startDate);
  await sweep(app);
  expect(await chargesFor(app, started.subscriptionId)).toEqual([]);

  await post(await staff(), '/v2/admin/form/review', await answeringSafetyChecks(await staff(), { id: started.subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
  expect(await ordersOf(started.subscriptionId)).toEqual([]); // nothing paid yet, nothing to dispense
  expect((await subscriptionOf(app, started.subscriptionId)).dueAt).toBe(startDate);
  clock.travelTo(addCalendarDays(startDate, 1)); // the next day's run
  await sweep(app);
  expect(await chargesFor(app, started.subscriptionId)).toEqual([4840]);
  expect(await ordersOf(started.subscriptionId)).toEqual([expect.objectContaining({ supplyNumber: 1, suppliesAuthorised: 6 })]);
});

describe('a staff change of medicine under a live prescription', () => {
  const catalogueItemId = async (code: string) => {
    const treatments = (await (await staff()).agent.get('/v2/admin/data/treatments').expect(200)).body as { plans: { items: { id: number; code: string }[] }[] }[];
    return treatments.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((item) => item.code === code)!.id;
  };
  const nonPrescriber = () => signedInSession(app, 'staff@example.com', 'staff-demo-pass');
  const detailOf = async (subscriptionId: number) => (await (await staff()).agent.get(`/v2/admin/data/subscription?id=${subscriptionId}`).expect(200)).body;

  it('waits for a prescriber: renewals charge only what is prescribed until one approves it with a new prescription', async () => {
    const customer = await approvedCustomer(app);
    const upcoming = (await subscriptionOf(app, customer.subscriptionId)).items.getItems()[1];
    const proposed = await post(await nonPrescriber(), '/v2/admin/form/subscription/change-item', { id: upcoming.id, item_id: await catalogueItemId('870T') }).expect(200);
    expect(proposed.body.message).toBe('Sent to a prescriber: the change takes effect once they approve it with a new prescription.');
    expect((await subscriptionOf(app, customer.subscriptionId)).items.getItems()[1].code).toBe('811C');
    const { pendingChange } = await detailOf(customer.subscriptionId);
    expect(pendingChange).toMatchObject({ kind: 'change', replaces: '[811C] Acne formula', proposed: '[870T] Spironolactone 50 mg tablets', proposedBy: expect.stringMatching(/\S/) });
    // One at a time; and only a prescriber decides.
    const second = await post(await staff(), '/v2/admin/form/subscription/add-item', { id: customer.subscriptionId, item_id: await catalogueItemId('820C') }).expect(409);
    expect(second.body.message).toBe('A change to this treatment is already waiting for a prescriber: they approve or decline it first.');
    const refused = await post(await nonPrescriber(), '/v2/admin/form/item-change', { id: pendingChange.id, approve: 1, signature_password: 'staff-demo-pass' }).expect(403);
    expect(refused.body.error).toBe('PRESCRIBING.NOT_A_PRESCRIBER');

    // Its renewal, before anyone decides: the prescribed cream, as prescribed.
    const [first] = await ordersOf(customer.subscriptionId);
    await ship(first.subscriptionItemId);
    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect((await ordersOf(customer.subscriptionId))[1]).toMatchObject({ treatment: 'Acne formula', supplyNumber: 2 });

    // The prescriber approves it now: the next supply to come becomes the tablets, under a new prescription.
    const wrong = await post(await staff(), '/v2/admin/form/item-change', { id: pendingChange.id, approve: 1, signature_password: 'not-my-password' }).expect(403);
    expect(wrong.body.error).toBe('AUTH.NOT_CONFIRMED');
    expect((await post(await staff(), '/v2/admin/form/item-change', { id: pendingChange.id, approve: 1, signature_password: 'admin-demo-pass' }).expect(200)).body).toEqual({ status: 'approved' });
    expect((await detailOf(customer.subscriptionId)).pendingChange).toBeNull();
    const prescriptions = await em().find(Prescription, { subscriptionId: customer.subscriptionId }, { orderBy: { id: 'asc' } });
    expect(prescriptions).toHaveLength(2);
    expect((await em().find(PrescriptionLine, { prescriptionId: prescriptions[1].id })).map((line) => line.itemCode)).toEqual(['870T']);
    expect((await subscriptionOf(app, customer.subscriptionId)).status).toBe('active');
    await post(await staff(), '/v2/admin/form/item-change', { id: pendingChange.id, approve: 0, reason: 'Changed my mind' }).expect(409);
  });

  it('is kept as prescribed when the prescriber declines, with the reason on record', async () => {
    const customer = await approvedCustomer(app);
    await post(await nonPrescriber(), '/v2/admin/form/subscription/add-item', { id: customer.subscriptionId, item_id: await catalogueItemId('820C') }).expect(200);
    const { pendingChange } = await detailOf(customer.subscriptionId);
    expect(pendingChange).toMatchObject({ kind: 'add', replaces: null, proposed: '[820C] Glow formula' });
    expect((await post(await staff(), '/v2/admin/form/item-change', { id: pendingChange.id, approve: 0, reason: 'Not with tretinoin twice' }).expect(200)).body).toEqual({ status: 'declined' });
    expect((await subscriptionOf(app, customer.subscriptionId)).items.getItems().map((item) => item.code)).toEqual(['810C', '811C']);
    expect(await em().count(Prescription, { subscriptionId: customer.subscriptionId })).toBe(1);
    expect((await detailOf(customer.subscriptionId)).pendingChange).toBeNull();
  });
});
