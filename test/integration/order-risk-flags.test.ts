import type { NestExpressApplication } from '@nestjs/platform-express';
import { OrderRiskFlag } from '../../src/modules/order-risk/infrastructure/order-risk-flag.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { recordVerificationIfNeeded, TEST_SAFETY_ANSWERS } from '../support/safety-answers';
import { answerEverything, customerWithProposal, type Draft } from '../support/consultation-answers';
import { type Agent, createTestApp, eventually, ormOf, signedInSession, subscriptionForm } from '../support/test-app';
import { declining } from '../support/decline';

let app: NestExpressApplication;
let prescriber: { agent: Agent; csrfToken: string };

beforeAll(async () => {
  app = await createTestApp();
  prescriber = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
});
afterAll(async () => {
  await app.close();
});

type Customer = Awaited<ReturnType<typeof customerWithProposal>>;
interface Flag {
  id: number;
  kind: string;
  details: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  note: string | null;
}

const run = () => Math.floor(Math.random() * 1e8);
/** An address nobody else in the run has, unless a test gives it to two customers on purpose. */
const uniqueAddress = () => ({ address_1: `${run()} Orchard Row`, postcode: 'LS2 7AB' });

/** A customer who has given their address, saved a card and paid: their subscription is under review. */
async function paidCustomer(lastName: string, address = uniqueAddress(), cardNumber = '4242424242424242', details: Record<string, string> = {}) {
  const customer = await customerWithProposal(app, 'acne', { last_name: lastName, ...details });
  await subscriptionForm(customer, 'update-billing-info', { first_name: details.first_name ?? 'Priya', last_name: lastName, email: customer.email, contact_no: '07700 900123', city: 'Leeds', ...address }).expect(200);
  const card = await sandboxBilling.saveCard(app, customer, cardNumber);
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  // The acne formulas are antimicrobial: the approvals here are about flags, so the prescriber's call with the patient is recorded first.
  await recordVerificationIfNeeded(prescriber, started.subscriptionId as number);
  return { customer, subscriptionId: started.subscriptionId as number, paymentMethod: card.payment_method as string };
}

const flagsOf = async (subscriptionId: number): Promise<Flag[]> => (await prescriber.agent.get('/v2/admin/data/order-risk/flags').query({ subscription_id: subscriptionId }).expect(200)).body.flags;
/** Flags of one kind; the worker's check and the other side's mirror may land a moment apart. */
const flagOfKind = (subscriptionId: number, kind: string, naming: string) =>
  eventually(async () => (await flagsOf(subscriptionId)).find((flag) => flag.kind === kind && flag.details.includes(naming)));
const review = (body: object) => prescriber.agent.post('/v2/admin/form/review').set('x-csrf-token', prescriber.csrfToken).send(body);
const approve = (subscriptionId: number, acknowledgements: { flag_id: number; note: string }[] | undefined) =>
  review({ id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass', identity_override_reason: TEST_SAFETY_ANSWERS.identity_override_reason, gp_justification: TEST_SAFETY_ANSWERS.gp_justification, ...(acknowledgements && { flag_acknowledgements: acknowledgements }) });
const acknowledgingAll = async (subscriptionId: number) => (await flagsOf(subscriptionId)).filter((flag) => !flag.acknowledgedAt).map((flag) => ({ flag_id: flag.id, note: `Checked flag ${flag.id} with the patient by phone.` }));
const listed = async (query: Record<string, string | number>) => (await prescriber.agent.get('/v2/admin/form/get-subscriptions').query({ status: 'all', perPage: 1000, ...query }).expect(200)).body as { data: { id: number; openRiskFlags: number }[] };

describe('order-risk flags at review', () => {
  it('flags two customers at the same address, however it was typed, both on their reviews', async () => {
    const number = run();
    const first = await paidCustomer('Ashworth', { address_1: `${number} Orchard Row`, postcode: 'LS2 7AB' });
    const second = await paidCustomer('Brennan', { address_1: `${number} ORCHARD ROW `, postcode: 'ls27ab' });

    const onSecond = await flagOfKind(second.subscriptionId, 'same_address', `(account #${first.customer.userId})`);
    expect(onSecond.details).toContain('Priya Ashworth');
    const onFirst = await flagOfKind(first.subscriptionId, 'same_address', `(account #${second.customer.userId})`);
    expect(onFirst.details).toContain('Priya Brennan');
    // A customer at another address is not flagged for it.
    const elsewhere = await paidCustomer('Elsewhere');
    expect((await flagsOf(elsewhere.subscriptionId)).filter((flag) => flag.kind === 'same_address')).toEqual([]);
  });

  it('flags the same card (by the provider fingerprint) saved by two customers', async () => {
    const first = await paidCustomer('Cardew', uniqueAddress(), '5555555555554444');
    const second = await paidCustomer('Dunmore', uniqueAddress(), '5555 5555 5555 4444');
    const flag = await flagOfKind(second.subscriptionId, 'same_card', `(account #${first.customer.userId}: subscription #${first.subscriptionId}`);
    expect(flag.details).toContain('Priya Cardew');
    await flagOfKind(first.subscriptionId, 'same_card', `(account #${second.customer.userId}`);
  });

  it('flags one person (name and date of birth) under two accounts', async () => {
    const lastName = `Twice${run()}`;
    const first = await paidCustomer(lastName, uniqueAddress(), '4242424242424242', { first_name: 'Nadia', birth_date: '1985-02-14' });
    const second = await paidCustomer(lastName, uniqueAddress(), '4242424242424242', { first_name: 'NADIA', birth_date: '1985-02-14' });
    await flagOfKind(second.subscriptionId, 'same_person', `(account #${first.customer.userId})`);
    const other = await paidCustomer(lastName, uniqueAddress(), '4242424242424242', { first_name: 'Nadia', birth_date: '1985-02-15' });
    expect((await flagsOf(other.subscriptionId)).filter((flag) => flag.kind === 'same_person' && flag.details.includes(`#${first.customer.userId}`))).toEqual([]);
  });

  it('flags a second order for the same condition: an overlapping subscription, sooner than the prescription allows', async () => {
    const patient = await paidCustomer('Overlap');
    await approve(patient.subscriptionId, await acknowledgingAll(patient.subscriptionId)).expect(200);
    // The same patient consults again for acne and pays for a second treatment.
    const { customer } = patient;
    const draft = (await customer.agent.post('/v2/consultations').set('x-csrf-token', customer.csrfToken).send({ type: 'acne' }).expect(200)).body as Draft;
    await answerEverything(customer.agent, customer.csrfToken, draft, {});
    await customer.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', customer.csrfToken).expect(200);
    const second = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: patient.paymentMethod }).expect(200)).body.subscriptionId as number;
    expect(second).not.toBe(patient.subscriptionId);

    const overlapping = await flagOfKind(second, 'overlapping_subscription', `#${patient.subscriptionId} (active)`);
    expect(overlapping.details).toContain('for acne');
    const tooSoon = await flagOfKind(second, 'too_soon', `(subscription #${patient.subscriptionId})`);
    expect(tooSoon.details).toMatch(/allows the next supply no earlier than \d{4}-\d{2}-\d{2}/);
  });
});

describe('approving a flagged subscription', () => {
  let first: Awaited<ReturnType<typeof paidCustomer>>;
  let second: Awaited<ReturnType<typeof paidCustomer>>;
  let flagged: Flag;

  beforeAll(async () => {
    const address = uniqueAddress();
    first = await paidCustomer('Fairley', address);
    second = await paidCustomer('Garside', address);
    flagged = await flagOfKind(second.subscriptionId, 'same_address', `#${first.customer.userId}`);
  });

  it('lists flagged subscriptions with their open count, and only those with the filter', async () => {
    const row = await eventually(async () => (await listed({ flagged: 1 })).data.find((subscription) => subscription.id === second.subscriptionId));
    expect(row.openRiskFlags).toBeGreaterThanOrEqual(1);
    const all = await listed({ flagged: 1 });
    expect(all.data.every((subscription) => subscription.openRiskFlags > 0)).toBe(true);
    expect((await listed({ keyword: `#${second.subscriptionId}` })).data).toEqual([expect.objectContaining({ id: second.subscriptionId, openRiskFlags: row.openRiskFlags })]);
    await prescriber.agent.get('/v2/admin/form/get-subscriptions').query({ flagged: 2 }).expect(400);
  });

  it('refuses approval without a note on each open flag, naming them, and writes nothing', async () => {
    const refused = await approve(second.subscriptionId, undefined).expect(400);
    expect(refused.body).toMatchObject({ error: 'ORDER_RISK.FLAGS_NOT_ACKNOWLEDGED', message: expect.stringContaining(`#${flagged.id} Same address`) });

    const open = (await flagsOf(second.subscriptionId)).filter((flag) => !flag.acknowledgedAt);
    const partly = await approve(second.subscriptionId, [{ flag_id: open[0].id, note: 'Only this one.' }]);
    if (open.length > 1) expect(partly.status).toBe(400);
    else await approve(second.subscriptionId, undefined).expect(400);

    const em = ormOf(app).em.fork();
    expect((await em.findOneOrFail(Subscription, second.subscriptionId)).status).toBe('review');
    expect(await em.count(Prescription, { subscriptionId: second.subscriptionId })).toBe(0);
    expect(await em.count(OrderRiskFlag, { subscriptionId: second.subscriptionId, acknowledgedAt: { $ne: null } })).toBe(0);
    const history = (await prescriber.agent.get('/v2/admin/data/audit').query({ subscription_id: second.subscriptionId }).expect(200)).body as { action: string }[];
    expect(history.filter((entry) => entry.action.startsWith('order_risk') || entry.action.startsWith('prescribing'))).toEqual([]);
  });

  it('refuses an acknowledgement of another subscription’s flag', async () => {
    const theirs = (await flagsOf(first.subscriptionId))[0];
    const refused = await approve(second.subscriptionId, [...(await acknowledgingAll(second.subscriptionId)), { flag_id: theirs.id, note: 'Not this one.' }]).expect(400);
    expect(refused.body).toMatchObject({ error: 'ORDER_RISK.FLAG_NOT_ON_SUBSCRIPTION', message: `Flag #${theirs.id} is not a flag of subscription #${second.subscriptionId}.` });
    await approve(second.subscriptionId, [{ flag_id: 999_999_999, note: 'No such flag.' }]).expect(400);
    await approve(second.subscriptionId, [{ flag_id: flagged.id, note: '' }]).expect(400);
    expect((await ormOf(app).em.fork().findOneOrFail(Subscription, second.subscriptionId)).status).toBe('review');
  });

  it('approves with a note on each flag: each is acknowledged by the prescriber and audited', async () => {
    const acknowledgements = await acknowledgingAll(second.subscriptionId);
    await approve(second.subscriptionId, acknowledgements).expect(200);
    const flags = await flagsOf(second.subscriptionId);
    expect(flags.length).toBe(acknowledgements.length);
    for (const flag of flags) expect(flag).toMatchObject({ acknowledgedBy: 'Amelia Hart', acknowledgedAt: expect.any(String), note: `Checked flag ${flag.id} with the patient by phone.` });

    const history = (await prescriber.agent.get('/v2/admin/data/audit').query({ subscription_id: second.subscriptionId }).expect(200)).body as { action: string; changes: unknown[] }[];
    const acknowledged = history.filter((entry) => entry.action === 'order_risk.flag.acknowledged');
    expect(acknowledged).toHaveLength(acknowledgements.length);
    expect(acknowledged).toContainEqual(expect.objectContaining({ changes: [{ field: 'note', from: null, to: `Checked flag ${flagged.id} with the patient by phone.` }] }));
    expect((await ormOf(app).em.fork().findOneOrFail(Subscription, second.subscriptionId)).openRiskFlags).toBe(0);
    expect((await listed({ flagged: 1 })).data.map((subscription) => subscription.id)).not.toContain(second.subscriptionId);
  });

  it('refuses to acknowledge a review flag outside the approval', async () => {
    const open = (await flagsOf(first.subscriptionId)).find((flag) => !flag.acknowledgedAt)!;
    const refused = await prescriber.agent.post('/v2/admin/form/order-risk/acknowledge').set('x-csrf-token', prescriber.csrfToken).send({ flag_id: open.id, note: 'Looked at it.' }).expect(409);
    expect(refused.body.error).toBe('ORDER_RISK.ACKNOWLEDGED_ON_APPROVAL');
    await prescriber.agent.post('/v2/admin/form/order-risk/acknowledge').set('x-csrf-token', prescriber.csrfToken).send({ flag_id: open.id, note: '' }).expect(400);
    await prescriber.agent.post('/v2/admin/form/order-risk/acknowledge').set('x-csrf-token', prescriber.csrfToken).send({ flag_id: 999_999_999, note: 'Looked at it.' }).expect(404);
  });

  it('takes a declined order off the flagged list, its flags kept on its page', async () => {
    await review(declining(first.subscriptionId, 'Not suitable.')).expect(200);
    await eventually(async () => ((await ormOf(app).em.fork().findOneOrFail(Subscription, first.subscriptionId)).openRiskFlags === 0 ? true : undefined));
    expect((await listed({ flagged: 1 })).data.map((subscription) => subscription.id)).not.toContain(first.subscriptionId);
    expect((await flagsOf(first.subscriptionId)).length).toBeGreaterThan(0);
  });
});
