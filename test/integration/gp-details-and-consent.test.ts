import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { GpDetails } from '../../src/modules/general-practice/infrastructure/gp-details.entity';
import { GpJustification } from '../../src/modules/general-practice/infrastructure/gp-justification.entity';
import { GpLetterSent } from '../../src/modules/general-practice/infrastructure/gp-letter-sent.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { paidSubscriptionInReview } from '../support/paid-subscription';
import { readPdfText } from '../support/read-pdf-text';
import { answeringSafetyChecks } from '../support/safety-answers';
import { type Agent, createTestApp, eventually, ormOf, signedInSession } from '../support/test-app';

type Session = { agent: Agent; csrfToken: string };

let app: NestExpressApplication;
let prescriber: Session;

beforeAll(async () => {
  app = await createTestApp();
  prescriber = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
});
afterAll(async () => {
  await app.close();
});

const em = () => ormOf(app).em.fork();
const post = (session: Session, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const gpStep = (session: Session, body: object) => post(session, '/v2/profile/form/gp', body);
/** Approves with the other patient-safety checks answered, leaving the GP check to the test; answers with the status asked for. */
const approve = async (subscriptionId: number, extra: object, status: number) =>
  post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass', ...extra }, { unanswered: 'gp' })).expect(status);
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('practice directory', () => {
  it('finds a practice by any part of its name, or by the start of its postcode, for signed-in customers', async () => {
    const { customer } = await paidSubscriptionInReview(app, 'Searcher');
    const byName = (await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'densham' }).expect(200)).body;
    expect(byName.practices[0]).toEqual({ ods_code: 'A81001', name: 'The Densham Surgery', address_lines: ['The Health Centre', 'Lawson Street', 'Stockton-on-Tees'], postcode: 'TS18 1HU' });
    const twoWords = (await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'knightsbridge medical' }).expect(200)).body;
    expect(twoWords.practices.map((practice: { ods_code: string }) => practice.ods_code)).toEqual(['E87012']);
    for (const q of ['TS18', 'ts18 1hu', 'TS181HU']) {
      const byPostcode = (await customer.agent.get('/v2/profile/data/gp-practices').query({ q }).expect(200)).body;
      expect(byPostcode.practices.map((practice: { ods_code: string }) => practice.ods_code)).toContain('A81001');
      for (const practice of byPostcode.practices) expect(practice.postcode.replace(' ', '')).toMatch(new RegExp(`^${q.replace(' ', '').toUpperCase()}`));
    }
    expect((await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'no such practice anywhere' }).expect(200)).body).toEqual({ practices: [] });
    // Wildcards are searched for as written, not as patterns.
    expect((await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'surg%_ery' }).expect(200)).body).toEqual({ practices: [] });
    const wide = (await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'surgery' }).expect(200)).body;
    expect(wide.practices).toHaveLength(20);
  });

  it('refuses a search too short to be useful, and guests and staff', async () => {
    const { customer } = await paidSubscriptionInReview(app, 'ShortSearch');
    for (const q of ['', 'ab', ' a  ', '%%%', '--']) {
      const refused = await customer.agent.get('/v2/profile/data/gp-practices').query({ q }).expect(400);
      expect(refused.body).toMatchObject({ error: 'GP.SEARCH_TOO_SHORT', message: expect.stringContaining('at least 3') });
    }
    await customer.agent.get('/v2/profile/data/gp-practices').expect(400);
    await customer.agent.get('/v2/profile/data/gp-practices').query({ q: 'x'.repeat(101) }).expect(400);
    await request(app.getHttpServer()).get('/v2/profile/data/gp-practices').query({ q: 'densham' }).expect(401);
  });
});

describe('the GP step', () => {
  it('saves the practice and consent for the customer’s own subscription, audited, and shows it back', async () => {
    const { customer, subscriptionId } = await paidSubscriptionInReview(app, 'GpStep');
    expect((await customer.agent.get('/v2/profile/data/gp').expect(200)).body).toEqual({ answers: [] });
    const saved = (await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'a81001', no_gp: false, consent_to_share: true }).expect(200)).body;
    expect(saved).toMatchObject({ subscription_id: subscriptionId, status: 'consented', practice: { ods_code: 'A81001', name: 'The Densham Surgery' }, no_gp: false, consent_to_share: true });
    expect(await em().findOneOrFail(GpDetails, { subscriptionId })).toMatchObject({ odsCode: 'A81001', practiceName: 'The Densham Surgery', consentToShare: true, noGp: false });
    // Answering again replaces the answer: one per subscription.
    await gpStep(customer, { subscription_id: subscriptionId, no_gp: true, consent_to_share: true }).expect(200);
    expect(await em().find(GpDetails, { subscriptionId })).toEqual([expect.objectContaining({ noGp: true, consentToShare: false })]);
    expect((await em().findOneOrFail(GpDetails, { subscriptionId })).odsCode ?? null).toBeNull();
    const listed = (await customer.agent.get('/v2/profile/data/gp').expect(200)).body;
    expect(listed.answers).toEqual([expect.objectContaining({ subscription_id: subscriptionId, status: 'no_gp', practice: null })]);
    const audit = await em().find(AuditEntry, { subscriptionId, action: { $like: 'general_practice.%' } }, { orderBy: { id: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['general_practice.details.saved', 'general_practice.details.saved']);
    expect(await em().count(AuditEntry, { customerId: audit[0].customerId, action: 'general_practice.details.viewed' })).toBe(1);
  });

  it('refuses an unknown practice, both or neither of practice and no GP, and another customer’s subscription, changing nothing', async () => {
    const { customer, subscriptionId } = await paidSubscriptionInReview(app, 'GpRefused');
    const other = await paidSubscriptionInReview(app, 'GpOther');
    const unknown = await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'Z99999', no_gp: false, consent_to_share: true }).expect(400);
    expect(unknown.body).toMatchObject({ error: 'GP.UNKNOWN_PRACTICE', message: expect.stringContaining('Z99999') });
    expect((await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'A81001', no_gp: true, consent_to_share: false }).expect(400)).body.error).toBe('GP.PRACTICE_OR_NO_GP');
    expect((await gpStep(customer, { subscription_id: subscriptionId, no_gp: false, consent_to_share: true }).expect(400)).body.error).toBe('GP.PRACTICE_OR_NO_GP');
    await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'A81001', no_gp: false }).expect(400);
    await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'A81001', no_gp: 'maybe', consent_to_share: true }).expect(400);
    await gpStep(customer, { subscription_id: 'x', ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(400);
    const foreign = await gpStep(customer, { subscription_id: other.subscriptionId, ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(404);
    expect(foreign.body.error).toBe('GP.SUBSCRIPTION_NOT_FOUND');
    await gpStep(customer, { subscription_id: 999_999_999, ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(404);
    // Staff are not the patient: the subscription is not theirs to answer for.
    await post(prescriber, '/v2/profile/form/gp', { subscription_id: subscriptionId, ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(404);
    expect(await em().count(GpDetails, { subscriptionId: { $in: [subscriptionId, other.subscriptionId] } })).toBe(0);
  });
});

describe('approving without telling the GP', () => {
  it.each([
    ['has not answered the GP step', null],
    ['did not consent', { ods_code: 'A81002', no_gp: false, consent_to_share: false }],
    ['has no GP', { no_gp: true, consent_to_share: false }],
  ])('refuses to approve a patient who %s without a justification, writing nothing; keeps the justification when given', async (_case, answer) => {
    const { customer, subscriptionId } = await paidSubscriptionInReview(app, 'Justify');
    if (answer) await gpStep(customer, { subscription_id: subscriptionId, ...answer }).expect(200);
    for (const justification of [undefined, '', '   ', 'too short']) {
      const refused = await approve(subscriptionId, justification === undefined ? {} : { gp_justification: justification }, 400);
      expect(refused.body).toMatchObject({ error: 'GP.JUSTIFICATION_REQUIRED', fields: { gp_justification: [expect.stringContaining('without telling their GP')] } });
    }
    expect((await approve(subscriptionId, { gp_justification: 'x'.repeat(2001) }, 400)).body.message).toContain('2000');
    expect((await em().findOneOrFail(Subscription, subscriptionId)).status).toBe('review');
    expect(await em().count(Prescription, { subscriptionId })).toBe(0);
    expect(await em().count(GpJustification, { subscriptionId })).toBe(0);

    const justification = 'Patient prefers not to involve GP; low-risk topical treatment, counselled on side effects.';
    await approve(subscriptionId, { gp_justification: justification }, 200);
    const kept = await em().findOneOrFail(GpJustification, { subscriptionId });
    expect(kept).toMatchObject({ justification, gpStatus: answer === null ? 'unanswered' : answer.no_gp ? 'no_gp' : 'no_consent', prescriberUserId: expect.any(Number) });
    expect(await em().findOne(AuditEntry, { subscriptionId, action: 'general_practice.justification.recorded' })).toMatchObject({ actorId: kept.prescriberUserId });
    // No consent, no letter.
    const itemId = (await em().findOneOrFail(Prescription, { subscriptionId })).subscriptionItemId;
    const letter = await prescriber.agent.get('/v2/admin/form/ship/pdf/gp-letter').query({ id: itemId }).expect(409);
    expect(letter.body.message).toMatch(answer === null ? /not answered the GP step/ : answer.no_gp ? /do not have a GP/ : /not agreed to share/);
    expect(await em().count(GpLetterSent, { subscriptionId })).toBe(0);
  });
});

describe('the GP letter', () => {
  it('is sent to the practice on approval with consent, recorded on the subscription, shown to staff, and prints from the button', async () => {
    const { customer, subscriptionId, itemId } = await paidSubscriptionInReview(app, 'Consented');
    await gpStep(customer, { subscription_id: subscriptionId, ods_code: 'E87012', no_gp: false, consent_to_share: true }).expect(200);
    // With consent no justification is needed.
    await approve(subscriptionId, {}, 200);
    expect(await em().count(GpJustification, { subscriptionId })).toBe(0);

    const sent = await eventually(async () => (await em().findOne(GpLetterSent, { subscriptionId })) ?? undefined);
    expect(sent).toMatchObject({ odsCode: 'E87012', practiceName: 'Knightsbridge Medical Centre', sentTo: 'gp.e87012@practice-email-unknown.invalid', result: 'sent' });
    expect(sent.error ?? null).toBeNull();
    const { id: prescriptionId } = await em().findOneOrFail(Prescription, { subscriptionId });
    expect(sent.prescriptionId).toBe(prescriptionId);
    const mailbox = (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: sent.sentTo }).expect(200)).body as { subject: string; text: string }[];
    const email = mailbox.find((message) => message.subject === 'Treatment prescribed for your patient Priya Consented');
    expect(email?.text).toContain(`Attached: gp-letter-${subscriptionId}-${itemId}.pdf (PDF,`);
    expect(await em().findOne(AuditEntry, { subscriptionId, action: 'general_practice.letter.sent' })).toBeTruthy();

    const panel = (await prescriber.agent.get('/v2/admin/data/subscription/gp').query({ id: subscriptionId }).expect(200)).body;
    expect(panel).toMatchObject({
      answer: { status: 'consented', practice: { ods_code: 'E87012', name: 'Knightsbridge Medical Centre' }, consent_to_share: true },
      justifications: [],
      letters: [{ prescription_id: prescriptionId, ods_code: 'E87012', result: 'sent', sent_to: sent.sentTo }],
    });
    expect(await em().findOne(AuditEntry, { subscriptionId, action: 'general_practice.details.viewed', actorId: { $ne: null } })).toBeTruthy();
    await customer.agent.get('/v2/admin/data/subscription/gp').query({ id: subscriptionId }).expect(403);
    await prescriber.agent.get('/v2/admin/data/subscription/gp').query({ id: 'x' }).expect(400);

    const pdf = await prescriber.agent.get('/v2/admin/form/ship/pdf/gp-letter').query({ id: itemId }).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdfText(pdf.body as Buffer);
    for (const expected of ['Letter to GP', 'Dear Doctor', 'Knightsbridge Medical Centre', 'SW1X 0ET', 'with their consent', 'Priya Consented', 'Dr Amelia Hart']) expect(text).toContain(expected);
  });
});
