import type { NestExpressApplication } from '@nestjs/platform-express';
import type request from 'supertest';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { GpLetterSent } from '../../src/modules/general-practice/infrastructure/gp-letter-sent.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { IndependentVerification } from '../../src/modules/safeguards/infrastructure/independent-verification.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { paidSubscriptionInReview } from '../support/paid-subscription';
import { readPdfText } from '../support/read-pdf-text';
import { appWithSignedInAdmin } from '../support/signed-in-admin';
import { answeringSafetyChecks, TEST_SAFETY_ANSWERS } from '../support/safety-answers';
import { type Agent, eventually, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from '../support/test-app';

type Session = { agent: Agent; csrfToken: string };

let app: NestExpressApplication;
let prescriber: Session;
let staff: Session;

beforeAll(async () => {
  ({ app, admin: prescriber } = await appWithSignedInAdmin());
  staff = await signedInSession(app, 'staff@example.com', 'staff-demo-pass');
});
afterAll(async () => {
  await app.close();
});

const em = () => ormOf(app).em.fork();
const post = (session: Session, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const { gp_justification } = TEST_SAFETY_ANSWERS;
/** The approval with the other checks answered as a prescriber would (identity, GP, flags): the safeguards are what each test is about. */
const approve = async (subscriptionId: number, status: number, extra: object = {}) =>
  post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass', ...extra }, { unanswered: 'safeguards' })).expect(status);
const record = (session: Session, body: object) => post(session, '/v2/admin/form/safeguards/verification', body);
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const phoneCall = (subscriptionId: number, patientId: number) => ({
  subscription_id: subscriptionId,
  patient_id: patientId,
  kind: 'two_way_consultation',
  method: 'video',
  took_place_at: minutesAgo(20),
  summary: 'Video call: went through the answers, skin seen on camera, no allergies, not pregnant.',
});
const consentToGp = (customer: Session, subscriptionId: number) => post(customer, '/v2/profile/form/gp', { subscription_id: subscriptionId, ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(200);
const safeguards = async (subscriptionId: number) => (await prescriber.agent.get('/v2/admin/data/safeguards').query({ subscription_id: subscriptionId }).expect(200)).body;
/** Nothing of a refused decision is written: still under review, no prescription, no approval on the audit trail. */
async function nothingWritten(subscriptionId: number) {
  expect((await em().findOneOrFail(Subscription, subscriptionId)).status).toBe('review');
  expect(await em().count(Prescription, { subscriptionId })).toBe(0);
  expect(await em().count(AuditEntry, { subscriptionId, action: 'prescribing.review.approved' })).toBe(0);
}

async function acneReview(lastName: string) {
  const paid = await paidSubscriptionInReview(app, lastName);
  return { ...paid, patientId: paid.customer.userId as number };
}

/** A paid menopause review (the formula holds estriol: needs monitoring). */
async function menopauseReview(lastName: string) {
  const customer = await customerWithProposal(app, 'menopause', { last_name: lastName, sex: 'female', birth_date: '1985-05-05' });
  await saveDeliveryAddress(customer, lastName);
  const card = await sandboxBilling.saveCard(app, customer, '4242424242424242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  return { customer, subscriptionId: started.subscriptionId as number, patientId: customer.userId as number };
}

describe('safeguard categories on the catalogue', () => {
  it('classifies the demo catalogue: clindamycin and metronidazole antimicrobial, estriol and spironolactone monitored, retinoids not for pregnancy', async () => {
    const byCode = new Map((await em().find(TreatmentItem, {})).map((item) => [item.code, item.safeguards]));
    expect(byCode.get('811C')).toEqual(['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding']);
    expect(byCode.get('850C')).toEqual(['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding']);
    expect(byCode.get('890C')).toEqual(['antimicrobial']);
    expect(byCode.get('860C')).toEqual(['needs_monitoring', 'contraindicated_in_pregnancy_or_breastfeeding']);
    expect(byCode.get('870T')).toEqual(['needs_monitoring', 'contraindicated_in_pregnancy_or_breastfeeding']);
    expect(byCode.get('820C')).toEqual(['contraindicated_in_pregnancy_or_breastfeeding']);
    expect(byCode.get('880S')).toEqual([]);
  });

  it('lets staff change them with a reason, audited with the reason; refuses no reason or an unknown category, changing nothing', async () => {
    const item = await em().findOneOrFail(TreatmentItem, { code: '880S' });
    const set = (body: object) => post(staff, '/v2/admin/form/treatment-item/safeguards', { id: item.id, ...body });
    const noReason = await set({ safeguards: ['needs_examination'], reason: ' ' }).expect(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const unknown = await set({ safeguards: ['dangerous'], reason: 'A test of an unknown category.' }).expect(400);
    expect(unknown.body.fields).toHaveProperty('safeguards');
    expect((await em().findOneOrFail(TreatmentItem, item.id)).safeguards).toEqual([]);

    const saved = await set({ safeguards: ['needs_examination', 'misuse_or_overdose_risk'], reason: 'Test: the pharmacist asked for an examination first.' }).expect(200);
    expect(saved.body.safeguards).toEqual(['misuse_or_overdose_risk', 'needs_examination']);
    expect((await em().findOneOrFail(TreatmentItem, item.id)).safeguards).toEqual(['misuse_or_overdose_risk', 'needs_examination']);
    const entry = await em().findOneOrFail(AuditEntry, { action: 'catalogue.item.safeguards_set', subject: `treatment_item:${item.id}` }, { orderBy: { id: 'desc' } });
    expect(entry.changes).toEqual([
      { field: 'safeguards', from: 'none', to: 'misuse_or_overdose_risk, needs_examination' },
      { field: 'reason', from: null, to: 'Test: the pharmacist asked for an examination first.' },
    ]);
    const catalogue = (await staff.agent.get('/v2/admin/data/treatments').expect(200)).body as { plans: { items: { code: string; safeguards: string[] }[] }[] }[];
    expect(catalogue.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((each) => each.code === '880S')?.safeguards).toEqual(['misuse_or_overdose_risk', 'needs_examination']);
    await set({ safeguards: [], reason: 'Test over: back to none.' }).expect(200);
  });
});

describe('no prescription on the questionnaire alone', () => {
  it('refuses an antimicrobial without an independent verification (409, naming it, nothing written), and shows what is missing', async () => {
    const { subscriptionId } = await acneReview('NoVerification');
    const view = await safeguards(subscriptionId);
    // The plan's two supplies, the starter strength first: both are prescribed at approval.
    expect(view.medicines).toEqual(['810C', '811C'].map((code) => expect.objectContaining({ code, safeguards: ['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding'] })));
    expect(view.requirements).toEqual([expect.objectContaining({ rule: 'independent_verification', categories: ['antimicrobial'], met: false }), expect.objectContaining({ rule: 'safe_without_gp', met: false })]);

    const refused = await approve(subscriptionId, 409);
    expect(refused.body).toMatchObject({ error: 'SAFEGUARDS.NOT_MET', message: expect.stringContaining('810C Acne formula (starter strength): antimicrobial; 811C Acne formula: antimicrobial. Not on the questionnaire alone') });
    expect(refused.body.fields.safeguards).toEqual([expect.stringContaining('none is recorded')]);
    await nothingWritten(subscriptionId);
  });

  it('gives every refusal of every check at once', async () => {
    const { subscriptionId } = await acneReview('AllAtOnce');
    // The prescriber's screen shows the flags first, which makes sure the review's risk check has run.
    await prescriber.agent.get('/v2/admin/data/order-risk/flags').query({ subscription_id: subscriptionId }).expect(200);
    const refused = await post(prescriber, '/v2/admin/form/review', { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' }).expect(409);
    expect(refused.body.error).toBe('PRESCRIBING.APPROVAL_REFUSED');
    // Test patients share an address and card, so the order-risk flags want their notes too.
    expect(Object.keys(refused.body.fields).sort()).toEqual(['flag_acknowledgements', 'gp_justification', 'identity_override_reason', 'safeguards']);
    // Without a GP to tell, the prescriber's reason why it is still safe is the GP step's justification, asked once (under gp_justification).
    expect(refused.body.fields.safeguards).toEqual([expect.stringContaining('none is recorded')]);
    await nothingWritten(subscriptionId);
  });

  it('approves once a two-way consultation is recorded, relying on it once and auditing both', async () => {
    const { subscriptionId, patientId } = await acneReview('ByConsultation');
    const { id } = (await record(prescriber, phoneCall(subscriptionId, patientId)).expect(200)).body;
    const recorded = await em().findOneOrFail(IndependentVerification, id);
    expect(recorded).toMatchObject({ kind: 'two_way_consultation', method: 'video', subscriptionId, patientUserId: patientId });
    expect(recorded.reliedOnAt ?? null).toBeNull();
    // Verified; the reason to go ahead without a GP is given with the approval itself.
    expect((await safeguards(subscriptionId)).requirements.map(({ rule, met }: { rule: string; met: boolean }) => [rule, met])).toEqual([
      ['independent_verification', true],
      ['safe_without_gp', false],
    ]);

    expect((await approve(subscriptionId, 200)).body).toEqual({ status: 'active' });
    expect((await em().findOneOrFail(IndependentVerification, id)).reliedOnAt).toBeInstanceOf(Date);
    expect(await em().count(AuditEntry, { subscriptionId, action: 'safeguards.verification.recorded' })).toBe(1);
    const approval = await em().findOneOrFail(AuditEntry, { subscriptionId, action: 'safeguards.approval.verified' });
    expect(approval.changes).toEqual([
      { field: 'verifications', from: null, to: `#${id} two_way_consultation` },
      { field: 'safe_without_gp', from: null, to: gp_justification },
    ]);
  });

  it('approves once the clinical record is seen; the pharmacist and the prescription see the safeguards', async () => {
    const { subscriptionId, patientId, itemId } = await acneReview('ByRecord');
    await record(prescriber, { ...phoneCall(subscriptionId, patientId), kind: 'clinical_record', method: 'summary_care_record', summary: 'Summary Care Record: no current medicines, no allergies recorded.' }).expect(200);
    await approve(subscriptionId, 200);

    const check = await eventually(async () => {
      const response = await staff.agent.get(`/v2/admin/data/dispatch/items/${itemId}`);
      return response.status === 200 ? response.body : undefined;
    });
    expect(check.prescription.safeguards).toEqual(['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding']);
    const pdf = await prescriber.agent.get('/v2/admin/form/ship/pdf/prescription').query({ id: itemId }).buffer(true).parse(binary).expect(200);
    const { text } = await readPdfText(pdf.body as Buffer);
    expect(text).toContain('Safeguards Antimicrobial; Not for use in pregnancy or breastfeeding');
  });

  it('approves once the GP confirmed, at the practice the patient consented to, and keeps a later reply against the GP letter', async () => {
    const { customer, subscriptionId, patientId } = await acneReview('ByGp');
    const gpReply = { ...phoneCall(subscriptionId, patientId), kind: 'gp_confirmed', method: 'phone', gp_responder: 'Dr A Shah, GP partner', summary: 'The GP confirmed no history of allergy and no current antibiotics.' };
    // The GP is contacted only with the patient's consent.
    expect((await record(prescriber, gpReply).expect(409)).body.error).toBe('SAFEGUARDS.GP_NOT_SHARED');
    await consentToGp(customer, subscriptionId);
    expect((await record(prescriber, { ...gpReply, gp_responder: ' ' }).expect(400)).body.error).toBe('SAFEGUARDS.GP_RESPONDER_REQUIRED');
    const { id } = (await record(prescriber, gpReply).expect(200)).body;
    const reply = await em().findOneOrFail(IndependentVerification, id);
    expect(reply).toMatchObject({ kind: 'gp_confirmed', gpOdsCode: 'A81001', gpResponder: 'Dr A Shah, GP partner' });
    // Before a first prescription there is no letter yet: the practice was asked directly.
    expect(reply.gpLetterId ?? null).toBeNull();
    await approve(subscriptionId, 200, { gp_justification: undefined });

    // That approval's letter is this patient's; another review's GP reply cannot be recorded against it.
    const letter = await eventually(async () => (await em().findOne(GpLetterSent, { subscriptionId, result: 'sent' })) ?? undefined);
    const other = await acneReview('ByGpOther');
    await consentToGp(other.customer, other.subscriptionId);
    const refused = await record(prescriber, { ...gpReply, subscription_id: other.subscriptionId, patient_id: other.patientId, method: 'letter_reply', gp_letter_id: letter.id }).expect(400);
    expect(refused.body.error).toBe('SAFEGUARDS.GP_LETTER_NOT_THIS_REVIEW');
    expect(await em().count(IndependentVerification, { subscriptionId: other.subscriptionId })).toBe(0);
  });

  it('refuses a medicine that needs monitoring unless the GP is told, whatever the justification; told, it approves', async () => {
    const { customer, subscriptionId, patientId } = await menopauseReview('Monitored');
    await record(prescriber, phoneCall(subscriptionId, patientId)).expect(200);
    const refused = await approve(subscriptionId, 409);
    expect(refused.body.error).toBe('SAFEGUARDS.NOT_MET');
    expect(refused.body.fields.safeguards).toEqual([expect.stringMatching(/860C Menopause formula: needs ongoing monitoring\. The patient's GP must be told, and the patient has not answered the GP step/)]);
    await nothingWritten(subscriptionId);
    expect((await em().findOneOrFail(IndependentVerification, { subscriptionId })).reliedOnAt ?? null).toBeNull();

    await post(customer, '/v2/profile/form/gp', { subscription_id: subscriptionId, no_gp: true, consent_to_share: false }).expect(200);
    expect((await approve(subscriptionId, 409)).body.fields.safeguards).toEqual([expect.stringContaining('do not have a GP')]);
    await consentToGp(customer, subscriptionId);
    await approve(subscriptionId, 200, { gp_justification: undefined });
  });
});

describe('recording a verification', () => {
  it('is refused for a non-prescriber (403), changing nothing', async () => {
    const { subscriptionId, patientId } = await acneReview('NotPrescriber');
    const refused = await record(staff, phoneCall(subscriptionId, patientId)).expect(403);
    expect(refused.body.error).toBe('SAFEGUARDS.NOT_A_PRESCRIBER');
    expect(await em().count(IndependentVerification, { subscriptionId })).toBe(0);
    expect(await em().count(AuditEntry, { subscriptionId, action: 'safeguards.verification.recorded' })).toBe(0);
  });

  it("is refused against another patient's review (400), changing nothing", async () => {
    const mine = await acneReview('MyReview');
    const theirs = await acneReview('TheirReview');
    const refused = await record(prescriber, phoneCall(theirs.subscriptionId, mine.patientId)).expect(400);
    expect(refused.body).toMatchObject({ error: 'SAFEGUARDS.NOT_THIS_PATIENTS_REVIEW', fields: { patient_id: [expect.stringContaining(`#${theirs.subscriptionId}`)] } });
    expect(await em().count(IndependentVerification, { subscriptionId: { $in: [mine.subscriptionId, theirs.subscriptionId] } })).toBe(0);
  });

  it('refuses a method of another kind, a time in the future or too long ago, a thin summary, and a review already decided', async () => {
    const { subscriptionId, patientId } = await acneReview('BadVerification');
    const call = phoneCall(subscriptionId, patientId);
    expect((await record(prescriber, { ...call, method: 'summary_care_record' }).expect(400)).body.error).toBe('SAFEGUARDS.METHOD_NOT_OF_KIND');
    expect((await record(prescriber, { ...call, took_place_at: minutesAgo(-60) }).expect(400)).body.error).toBe('SAFEGUARDS.NOT_TIMELY');
    expect((await record(prescriber, { ...call, took_place_at: minutesAgo(60 * 24 * 29) }).expect(400)).body.error).toBe('SAFEGUARDS.NOT_TIMELY');
    expect((await record(prescriber, { ...call, took_place_at: 'yesterday' }).expect(400)).body.fields).toHaveProperty('took_place_at');
    expect((await record(prescriber, { ...call, summary: 'ok' }).expect(400)).body.fields).toHaveProperty('summary');
    expect((await record(prescriber, { ...call, kind: 'hunch' }).expect(400)).body.fields).toHaveProperty('kind');
    expect(await em().count(IndependentVerification, { subscriptionId })).toBe(0);
    await record(prescriber, call).expect(200);
    await approve(subscriptionId, 200);
    expect((await record(prescriber, call).expect(409)).body.error).toBe('SAFEGUARDS.NOT_UNDER_REVIEW');
  });
});
