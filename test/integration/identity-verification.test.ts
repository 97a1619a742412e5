import '../support/own-test-database'; // first: the clock moves here (reminders, retention)
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { AppConfig } from '../../src/config/app-config';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { IDENTITY_DECLINE_PATIENT_REASON } from '../../src/modules/prescribing';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { ReviewDecline } from '../../src/modules/prescribing/infrastructure/review-decline.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { signWebhook } from '../../src/modules/verification/domain/onfido-webhook';
import { IdentityCheck } from '../../src/modules/verification/infrastructure/identity-check.entity';
import { IdentityEvidence } from '../../src/modules/verification/infrastructure/identity-evidence.entity';
import { LOCAL_WEBHOOK_SECRET } from '../../src/modules/verification/infrastructure/local-identity-verifier';
import { JobName } from '../../src/shared/queue/jobs';
import { PrivateFileStore } from '../../src/shared/storage/private-file-store';
import { IDENTITY_SWEEP_SCHEDULER_ID } from '../../workers/processors/scheduled.processor';
import { samplePhoto } from '../support/consultation-answers';
import { adminSession, scheduledQueue, storedFileExists } from '../support/data-rights-fixtures';
import { customerInReview, decidedCheckOf, identityCheckOf, uploadIdentityPhoto, verifyLocally, type CustomerInReview } from '../support/identity-checks';
import { emailsTo, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { answeringSafetyChecks } from '../support/safety-answers';
import { eventually, ormOf, type Agent } from '../support/test-app';

/**
 * Identity verification (docs/patient-safety.md): the local verifier's capture and its signed
 * webhook, the prescriber's approval gate, the staff queue, declining a rejected check with a
 * refund, who may see the photos, and their deletion after the retention period.
 */
const clock = new TestClock();
let app: NestExpressApplication;
useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const DAY_MS = 24 * 3600 * 1000;
const travelDays = (days: number) => clock.travelTo(new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));
type Session = { agent: Agent; csrfToken: string };
const post = (session: Session, path: string, body: object = {}) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
/** Approves with the other patient-safety checks answered, leaving the identity check to the test; answers with the status asked for. */
const approve = async (prescriber: Session, subscriptionId: number, extra: object, status: number) =>
  post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass', ...extra }, { unanswered: 'identity' })).expect(status);

const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return request(app.getHttpServer())
    .post('/webhooks/identity-checks')
    .set('Content-Type', 'application/json')
    .set('X-SHA2-Signature', signature ?? signWebhook(raw, LOCAL_WEBHOOK_SECRET))
    .send(raw);
};
const completion = (checkId: string, completedAt = new Date()) => ({
  payload: { resource_type: 'check', action: 'check.completed', object: { id: checkId, status: 'complete', result: 'clear', completed_at_iso8601: completedAt.toISOString(), href: `/v3.6/checks/${checkId}` } },
});
const checkOf = (userId: number) => em().findOneOrFail(IdentityCheck, { userId }, { orderBy: { id: 'desc' } });
const auditOf = (action: string, customerId: number) => em().find(AuditEntry, { action, customerId });

describe('the local capture and its webhook', () => {
  it('clears a patient whose document names them, and the prescriber approves without a reason', async () => {
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'priya  SHAH');
    expect(await decidedCheckOf(customer)).toMatchObject({ status: 'clear', document_sub_result: 'clear', evidence: [{ kind: 'document' }, { kind: 'selfie' }] });
    expect(await auditOf('verification.identity.completed', customer.userId)).toHaveLength(1);
    // Re-encoded without metadata, as consultation photos are: the GPS the phone wrote is gone.
    const document = await em().findOneOrFail(IdentityEvidence, { userId: customer.userId, kind: 'document' });
    expect((await sharp(await readStored(document.storagePath)).metadata()).exif).toBeUndefined();

    await approve(await adminSession(app), customer.subscriptionId, {}, 200);
    expect(await auditOf('verification.identity.overridden', customer.userId)).toHaveLength(0);
  });

  it("sends a name that is not the account's to staff, who clear it with a note, audited", async () => {
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'Someone Else');
    expect(await decidedCheckOf(customer)).toMatchObject({ status: 'consider' });
    const staff = await adminSession(app);
    const queue = (await staff.agent.get('/v2/admin/data/identity-checks').expect(200)).body.data as { check_id: number; patient_user_id: number; evidence: unknown[] }[];
    const waiting = queue.find((check) => check.patient_user_id === customer.userId)!;
    expect(waiting.evidence).toHaveLength(2);

    await post(staff, `/v2/admin/form/identity-checks/${waiting.check_id}/review`, { outcome: 'maybe', note: 'x' }).expect(400);
    await post(staff, `/v2/admin/form/identity-checks/${waiting.check_id}/review`, { outcome: 'clear', note: 'Married name; the passport matches the selfie.' }).expect(200);
    expect(await checkOf(customer.userId)).toMatchObject({ status: 'clear', reviewNote: 'Married name; the passport matches the selfie.' });
    expect(await auditOf('verification.identity.reviewed', customer.userId)).toHaveLength(1);
    // Decided: it leaves the queue and cannot be decided again.
    await post(staff, `/v2/admin/form/identity-checks/${waiting.check_id}/review`, { outcome: 'rejected', note: 'Changed my mind' }).expect(409);
    const after = (await staff.agent.get('/v2/admin/data/identity-checks').expect(200)).body.data as { check_id: number }[];
    expect(after.some((check) => check.check_id === waiting.check_id)).toBe(false);
  });

  it('declines and refunds the order when the document is rejected', async () => {
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'REJECT Priya Shah');
    expect(await decidedCheckOf(customer)).toMatchObject({ status: 'rejected', document_sub_result: 'rejected' });
    expect(await em().findOneOrFail(Subscription, customer.subscriptionId)).toMatchObject({ status: 'cancelled' });
    expect(await em().findOneOrFail(PaymentRecord, { subscriptionId: customer.subscriptionId })).toMatchObject({ status: 'refunded' });
    const decline = await em().findOneOrFail(ReviewDecline, { subscriptionId: customer.subscriptionId });
    expect(decline.reason).toBe('Identity could not be verified');
    expect(decline.patientReason).toBe(IDENTITY_DECLINE_PATIENT_REASON);
    // No prescriber decided it: the provider's result did.
    expect(decline.declinedByUserId ?? null).toBeNull();
    // The patient's account says so, without claiming a clinical judgement was made.
    const card = (await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions.find((each: { id: number }) => each.id === customer.subscriptionId);
    expect(card.decline).toMatchObject({ cause: 'identity_check', decision: 'We could not confirm your identity, so we could not prescribe this treatment', patient_reason: IDENTITY_DECLINE_PATIENT_REASON, refund: { state: 'refunded' } });
  });

  it('declines and refunds when staff reject a check from the queue', async () => {
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'Not Me');
    const { check_id } = await decidedCheckOf(customer);
    const staff = await adminSession(app);
    await post(staff, `/v2/admin/form/identity-checks/${check_id}/review`, { outcome: 'rejected', note: 'The selfie is of a different person.' }).expect(200);
    expect(await em().findOneOrFail(Subscription, customer.subscriptionId)).toMatchObject({ status: 'cancelled' });
    expect(await em().findOneOrFail(PaymentRecord, { subscriptionId: customer.subscriptionId })).toMatchObject({ status: 'refunded' });
  });
});

describe('the webhook refuses', () => {
  let decided: CustomerInReview;
  beforeAll(async () => {
    decided = await customerInReview(app);
    await verifyLocally(decided, 'Priya Shah');
    await decidedCheckOf(decided);
  });

  it('a forged delivery (wrong or missing signature): 400 VERIFICATION.BAD_SIGNATURE, nothing changes', async () => {
    const { providerCheckId } = await checkOf(decided.userId);
    const forged = await webhook(completion(providerCheckId), 'a'.repeat(64)).expect(400);
    expect(forged.body.error).toBe('VERIFICATION.BAD_SIGNATURE');
    await request(app.getHttpServer()).post('/webhooks/identity-checks').set('Content-Type', 'application/json').send(JSON.stringify(completion(providerCheckId))).expect(400);
  });

  it('a replayed completion: 409, nothing changes', async () => {
    const before = await checkOf(decided.userId);
    const replayed = await webhook(completion(before.providerCheckId)).expect(409);
    expect(replayed.body.error).toBe('VERIFICATION.WEBHOOK_REPLAYED');
    expect(await checkOf(decided.userId)).toMatchObject({ status: 'clear', completedAt: before.completedAt });
    expect(await auditOf('verification.identity.completed', decided.userId)).toHaveLength(1);
  });

  it('a stale delivery (completed over a day ago): 400; a body that is not a check event: 400', async () => {
    const { providerCheckId } = await checkOf(decided.userId);
    expect((await webhook(completion(providerCheckId, new Date(Date.now() - 2 * DAY_MS))).expect(400)).body.error).toBe('VERIFICATION.WEBHOOK_STALE');
    expect((await webhook({ hello: 'world' }).expect(400)).body.error).toBe('VERIFICATION.MALFORMED_WEBHOOK');
    // Another resource's event, correctly signed, is acknowledged and ignored.
    await webhook({ payload: { resource_type: 'report', action: 'report.completed', object: { id: 'r1', status: 'complete' } } }).expect(200);
  });
});

describe('uploads', () => {
  it('refuses a file that is not an image, one too big, and an unknown kind, keeping nothing', async () => {
    const customer = await customerInReview(app);
    const notImage = await uploadIdentityPhoto(customer, 'document', Buffer.from('%PDF-1.4 not a photo'), 'passport.jpg').expect(400);
    expect(notImage.body.error).toMatch(/NOT_AN_IMAGE|PHOTO/);
    const tooBig = await uploadIdentityPhoto(customer, 'document', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)).expect(400);
    expect(tooBig.body.fields.photo).toEqual(['Photos must be 10 MB or smaller.']);
    expect((await uploadIdentityPhoto(customer, 'passport', await samplePhoto()).expect(400)).body.error).toBe('VERIFICATION.PHOTO_KIND');
    expect(await em().count(IdentityEvidence, { userId: customer.userId })).toBe(0);
    // Sending without photos is refused too.
    const missing = await post(customer, '/v2/profile/form/verify-identity', { document_name: 'Priya Shah' }).expect(400);
    expect(missing.body.error).toBe('VERIFICATION.EVIDENCE_MISSING');
  });
});

describe('the approval gate', () => {
  it('refuses to approve an unverified patient without a reason, writing nothing; with one, approves and audits it', async () => {
    const customer = await customerInReview(app);
    const prescriber = await adminSession(app);
    const refused = await approve(prescriber, customer.subscriptionId, {}, 400);
    expect(refused.body).toMatchObject({ error: 'VERIFICATION.IDENTITY_NOT_VERIFIED', message: "The patient's identity is not verified: record a reason to approve without it." });
    await approve(prescriber, customer.subscriptionId, { identity_override_reason: '   ' }, 400);
    expect(await em().findOneOrFail(Subscription, customer.subscriptionId)).toMatchObject({ status: 'review' });
    expect(await em().count(Prescription, { subscriptionId: customer.subscriptionId })).toBe(0);

    await approve(prescriber, customer.subscriptionId, { identity_override_reason: 'Known patient, seen in clinic with photo ID.' }, 200);
    const [override] = await auditOf('verification.identity.overridden', customer.userId);
    expect(override).toMatchObject({ subscriptionId: customer.subscriptionId, changes: expect.arrayContaining([{ field: 'identity_override_reason', from: null, to: 'Known patient, seen in clinic with photo ID.' }]) });
  });

  it("refuses while the check is waiting for staff ('consider')", async () => {
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'Somebody Different');
    await decidedCheckOf(customer);
    expect((await approve(await adminSession(app), customer.subscriptionId, {}, 400)).body.error).toBe('VERIFICATION.IDENTITY_NOT_VERIFIED');
  });
});

describe('the photos', () => {
  it('are read only by their owner and staff, every read audited; another customer gets 404', async () => {
    const owner = await customerInReview(app);
    await verifyLocally(owner, 'Priya Shah');
    const { evidence } = await decidedCheckOf(owner);
    const other = await customerInReview(app);
    await other.agent.get(evidence[0].url).expect(404);
    await request(app.getHttpServer()).get(evidence[0].url).expect(401);
    const own = await owner.agent.get(evidence[0].url).buffer(true).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const staff = await adminSession(app);
    await staff.agent.get(evidence[1].url).expect(200);
    const views = await auditOf('verification.evidence.viewed', owner.userId);
    expect(views.map((view) => view.actorId).sort()).toEqual([owner.userId, (await staff.agent.get('/auth/session')).body.user.id].sort());
  });

  it(`are deleted IDENTITY_DOCUMENT_RETENTION_DAYS after the decision by the hourly sweep; the result stays`, async () => {
    const scheduler = await scheduledQueue(app).getJobScheduler(IDENTITY_SWEEP_SCHEDULER_ID);
    expect(scheduler).toMatchObject({ pattern: '15 * * * *' });
    const customer = await customerInReview(app);
    await verifyLocally(customer, 'Priya Shah');
    await decidedCheckOf(customer);
    const photos = await em().find(IdentityEvidence, { userId: customer.userId });
    const days = app.get(AppConfig).get('IDENTITY_DOCUMENT_RETENTION_DAYS');

    travelDays(days - 1);
    await sweepIdentityChecks();
    expect(await Promise.all(photos.map((photo) => storedFileExists(app, photo.storagePath)))).toEqual(photos.map(() => true));

    travelDays(days + 1);
    expect((await sweepIdentityChecks()).evidenceDeleted).toBeGreaterThanOrEqual(2);
    expect(await Promise.all(photos.map((photo) => storedFileExists(app, photo.storagePath)))).toEqual(photos.map(() => false));
    expect(await em().count(IdentityEvidence, { userId: customer.userId })).toBe(0);
    expect(await identityCheckOf(customer)).toMatchObject({ status: 'clear', evidence: [], evidence_deleted: true });
    await customer.agent.get(`/v2/identity-evidence/${photos[0].id}`).expect(404);
  });
});

describe('asking the patient', () => {
  it('emails a patient under review once, and reminds them once two days later', async () => {
    const customer = await customerInReview(app);
    await sweepIdentityChecks();
    await eventually(async () => ((await emailsTo(app, customer.email, /^Please verify your identity/)).length === 1 ? true : undefined), 20_000);
    await sweepIdentityChecks();
    travelDays(3);
    await sweepIdentityChecks();
    await sweepIdentityChecks();
    await eventually(async () => ((await emailsTo(app, customer.email, /^Reminder: please verify/)).length === 1 ? true : undefined), 20_000);
    expect(await emailsTo(app, customer.email, /verify your identity/i)).toHaveLength(2);
  });
});

const readStored = (storagePath: string): Promise<Buffer> => app.get(PrivateFileStore).read(storagePath);

async function sweepIdentityChecks(): Promise<{ asked: number; reminded: number; evidenceDeleted: number }> {
  const queue = scheduledQueue(app);
  const job = await queue.add(JobName.SweepIdentityChecks, {}, { removeOnComplete: false, removeOnFail: false });
  return eventually(async () => {
    const finished = await queue.getJob(job.id!);
    if (finished?.failedReason) throw new Error(`The identity sweep failed: ${finished.failedReason}`);
    return finished?.returnvalue ?? undefined;
  }, 20_000);
}
