import '../support/check-in-env/before-second-supply';
// Check-ins before the 2nd supply, so the first renewal after approval opens one. Set before the app's modules load.
import '../support/own-test-database'; // then: the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { GpJustification } from '../../src/modules/general-practice/infrastructure/gp-justification.entity';
import { GpLetterSent } from '../../src/modules/general-practice/infrastructure/gp-letter-sent.entity';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { Consultation } from '../../src/modules/consultation/infrastructure/consultation.entity';
import { ProgressPhoto } from '../../src/modules/consultation/infrastructure/progress-photo.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { Address } from '../../src/modules/identity/infrastructure/address.entity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { ChatMessage } from '../../src/modules/messaging/infrastructure/chat-message.entity';
import { NewsletterSignUp } from '../../src/modules/messaging/infrastructure/newsletter-sign-up.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { DataExport } from '../../src/modules/privacy/infrastructure/data-export.entity';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import {
  adminSession,
  binary,
  dataRightsOf,
  exportsQueue,
  patientWithHistory,
  post,
  readyExport,
  shipSupply,
  storedFileExists,
} from '../support/data-rights-fixtures';
import { readZip } from '../support/read-zip';
import { customerInReview, decidedCheckOf, verifyLocally } from '../support/identity-checks';
import { subscriptionOf } from '../support/renewal-customers';
import { answeringSafetyChecks, TEST_SAFETY_ANSWERS } from '../support/safety-answers';
import { samplePhoto } from '../support/consultation-answers';
import { customerWithProposal } from '../support/consultation-answers';
import { emailArrives, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { type Agent, browserSession, eventually, ormOf, signedInSession } from '../support/test-app';

/**
 * The patient's data rights against the real database, Redis and workers: a copy of their
 * data (built by the export job, emailed about, downloaded by them alone until it expires) and
 * erasure (asked for, reviewed by staff, carried out keeping what the law requires).
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const auditActions = async (customerId: number) => (await em().find(AuditEntry, { customerId }, { orderBy: { id: 'asc' } })).map((entry) => entry.action);
const download = (patient: { agent: Agent }, url: string) => patient.agent.get(url).buffer(true).parse(binary as never);

describe('a copy of my data', () => {
  it('is prepared in the background, emailed about without the data, and downloads as a ZIP of everything we hold, to its owner only', async () => {
    const patient = await patientWithHistory(app);
    const asked = (await post(patient, '/v2/profile/form/data-export').expect(200)).body;
    expect(asked).toMatchObject({ status: 'preparing', download_url: null, expires_at: null });

    const ready = await eventually(async () => {
      const rights = await dataRightsOf(patient);
      return rights.data_export?.status === 'ready' ? rights.data_export : undefined;
    }, 20_000);
    expect(ready).toMatchObject({ id: asked.id, status: 'ready', download_url: `/v2/profile/data/data-export/${asked.id}/file` });
    expect(new Date(ready!.expires_at!).getTime() - new Date(ready!.ready_at!).getTime()).toBe(7 * 24 * 3600 * 1000);

    const email = await emailArrives(app, patient.email, /^Your copy of your data is ready$/);
    expect(email.text).toContain('http://localhost:3000/v2/profile');
    expect(email.text).not.toContain('High Street');
    expect(email.text).not.toContain('SPF 50');

    const response = await download(patient, ready!.download_url!).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = readZip(response.body as Buffer);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'addresses.json', 'consultations.json', 'progress-photos.json', 'prescriptions.json', 'orders.json', 'payments.json', 'chat.json', 'audit.json']),
    );
    const read = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(files.get('README.txt')!.toString()).toContain('Amounts are in pence');

    expect(read('profile.json')).toMatchObject({ accountNumber: patient.userId, email: patient.email, firstName: 'Priya', lastName: 'Shah', dateOfBirth: '1990-04-23' });
    expect(read('addresses.json')).toEqual([expect.objectContaining({ address1: '1 High Street', postcode: 'LS1 1AA', city: 'Leeds' })]);

    // Answers worded as the patient saw the questions; photos named by their place in the ZIP, each there and a real JPEG.
    const consultations = read('consultations.json') as { status: string; name: string; answers: { question: string; answer: string | null; photos: string[] }[] }[];
    expect(consultations.map((each) => each.status)).toEqual(['submitted', 'draft']);
    const submitted = (await em().findOneOrFail(Consultation, { userId: patient.userId, status: 'submitted' })).submittedFields!;
    expect(consultations[0].answers.map((answer) => answer.question)).toEqual(submitted.map((field) => field.field_name));
    const photoFiles = consultations.flatMap((consultation) => consultation.answers.flatMap((answer) => answer.photos));
    expect(photoFiles.length).toBeGreaterThanOrEqual(2);
    for (const file of photoFiles) {
      expect(file).toMatch(/^photos\/consultation-\d+\/\d{3}-[a-z0-9-]+\.jpg$/);
      expect(files.get(file)!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const [progress] = read('progress-photos.json') as { file: string }[];
    expect(files.has(progress.file)).toBe(true);
    expect(JSON.stringify(read('consultations.json'))).not.toContain('consultations/');

    const prescriptions = read('prescriptions.json');
    expect(prescriptions.prescriptions).toEqual([expect.objectContaining({ orderNumber: `#${patient.subscriptionId}`, patientName: 'Priya Shah', medicine: expect.any(String) })]);
    expect(read('orders.json').orders).toEqual([expect.objectContaining({ id: patient.subscriptionId, status: 'active', supplies: expect.arrayContaining([expect.objectContaining({ status: 'paid' })]) })]);
    expect(read('orders.json').dispatches).toEqual([expect.objectContaining({ orderNumber: `#${patient.subscriptionId}`, dispatchReference: expect.stringMatching(/^DO-\d{6,}$/), status: 'waiting' })]);

    // Payments: amounts and references, the card's brand and last four digits, never a card number or a provider secret.
    const payments = read('payments.json');
    expect(payments.payments).toEqual([expect.objectContaining({ orderNumber: `#${patient.subscriptionId}`, status: 'succeeded', amountPence: expect.any(Number) })]);
    expect(payments.savedCards).toEqual([{ brand: 'visa', last4: '4242', expires: '12/2034' }]);
    const paymentsText = files.get('payments.json')!.toString();
    expect(paymentsText).not.toMatch(/4242424242424242|_secret_|clientSecret|pm_/);

    expect(read('chat.json')).toEqual({ messages: [expect.objectContaining({ from: 'you', text: 'Is it fine to use with SPF 50?' })], newsletterSignUp: expect.objectContaining({ email: patient.email }) });
    expect(read('audit.json')).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'privacy.export.requested', by: 'you' }), expect.objectContaining({ action: 'prescribing.review.approved', by: 'our team' })]));

    // Each download is recorded; nobody else can fetch it, and a guest is asked to sign in.
    await download(patient, ready!.download_url!).expect(200);
    expect((await auditActions(patient.userId)).filter((action) => action === 'privacy.export.downloaded')).toHaveLength(2);
    const stranger = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    expect((await stranger.agent.get(ready!.download_url!).expect(404)).body).toMatchObject({ error: 'PRIVACY.EXPORT_NOT_FOUND' });
    await request(app.getHttpServer()).get(ready!.download_url!).expect(401);
    await patient.agent.get('/v2/profile/data/data-export/not-a-uuid/file').expect(404);

    // Seven days on, the link has expired and says so.
    clock.travelTo(new Date(new Date(ready!.expires_at!).getTime() + 24 * 3600_000).toISOString().slice(0, 10));
    const expired = await patient.agent.get(ready!.download_url!).expect(404);
    expect(expired.body).toMatchObject({ error: 'PRIVACY.EXPORT_EXPIRED', message: expect.stringContaining('expired') });
    expect((await dataRightsOf(patient)).data_export).toMatchObject({ status: 'expired', download_url: null });
  });

  it('holds the GP details and letters, the check-ins with their photos, and the identity checks with their photos, and nobody else’s', async () => {
    const other = await customerInReview(app);
    // Another patient with a different practice (no consent to tell it), a different name on their document, approved with a justification.
    await post(other, '/v2/profile/form/gp', { subscription_id: other.subscriptionId, ods_code: 'E87012', no_gp: false, consent_to_share: false }).expect(200);
    await verifyLocally(other, 'Olivia Otherperson');
    await decidedCheckOf(other);
    const staff = await adminSession(app);
    await post(staff, '/v2/admin/form/review', await answeringSafetyChecks(staff, { id: other.subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
    expect(await em().count(GpJustification, { patientUserId: other.userId })).toBe(1);

    // The patient: GP step with consent, their identity verified, approved (the GP letter goes), then a check-in answered with a photo.
    const patient = await customerInReview(app);
    await post(patient, '/v2/profile/form/gp', { subscription_id: patient.subscriptionId, ods_code: 'A81001', no_gp: false, consent_to_share: true }).expect(200);
    await verifyLocally(patient, 'priya  SHAH');
    expect((await decidedCheckOf(patient)).status).toBe('clear');
    const prescriber = await adminSession(app);
    await post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: patient.subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
    const letter = await eventually(async () => (await em().findOne(GpLetterSent, { subscriptionId: patient.subscriptionId })) ?? undefined, 20_000);
    clock.travelTo((await subscriptionOf(app, patient.subscriptionId)).dueAt!);
    await sweep(app);
    const [open] = (await patient.agent.get('/v2/profile/data/check-ins').expect(200)).body.check_ins;
    const photo = (await patient.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', patient.csrfToken).attach('photo', await samplePhoto(), 'today.jpg').expect(200)).body as { id: string };
    await post(patient, '/v2/profile/form/check-in', { id: open.id, answers: { progress: 'better', side_effects: 'none', pregnancy: 'no' }, photo_ids: [photo.id] }).expect(200);
    // Signed in again on the day: the decision asks for a recent second factor, and the clock has moved on weeks.
    await post(await adminSession(app), '/v2/admin/form/check-in-decision', { id: open.id, decision: 'continue', message: 'Going well: carry on as prescribed.' }).expect(200);

    const ready = await readyExport(patient);
    const files = readZip((await download(patient, ready!.download_url!).expect(200)).body as Buffer);
    const read = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    const isJpeg = (name: string) => expect(files.get(name)?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const gp = read('gp.json');
    expect(gp.gpDetails).toEqual([expect.objectContaining({ subscriptionId: patient.subscriptionId, odsCode: 'A81001', practiceName: expect.any(String), noGp: false, consentToShare: true, answeredAt: expect.any(String) })]);
    expect(gp.lettersToGp).toEqual([expect.objectContaining({ subscriptionId: patient.subscriptionId, odsCode: 'A81001', practiceName: letter.practiceName, result: letter.result, sentAt: letter.sentAt.toISOString() })]);
    // Their GP is told, so no justification was needed; the other patient's is not theirs.
    expect(gp.prescribingWithoutInformingGp).toEqual([]);

    const checkIns = read('check-ins.json');
    expect(checkIns).toEqual([
      expect.objectContaining({
        id: open.id,
        subscriptionId: patient.subscriptionId,
        supplyNumber: 2,
        status: 'continued',
        prescriberDecision: 'continued',
        prescriberMessage: 'Going well: carry on as prescribed.',
        answeredAt: expect.any(String),
        decidedAt: expect.any(String),
      }),
    ]);
    // The wording the patient saw, with their answers as the options' labels.
    expect(checkIns[0].answers).toEqual(expect.arrayContaining([expect.objectContaining({ question: expect.any(String), answer: expect.any(String) })]));
    expect(checkIns[0].answers.map((row: { question: string }) => row.question)).toEqual(open.questions.filter((question: { name: string }) => ['progress', 'side_effects', 'pregnancy'].includes(question.name)).map((question: { label: string }) => question.label));
    expect(checkIns[0].photos).toEqual([expect.stringMatching(new RegExp(`^photos/check-in-${open.id}/\\d{3}-[a-z0-9-]+\\.jpg$`))]);
    isJpeg(checkIns[0].photos[0]);

    const identityChecks = read('identity-checks.json');
    expect(identityChecks).toEqual([expect.objectContaining({ provider: 'local', status: 'clear', nameAsTyped: 'priya  SHAH', startedAt: expect.any(String), decidedAt: expect.any(String), photosDeletedAt: null })]);
    const identityPhotos = identityChecks[0].photos as { kind: string; file: string }[];
    expect(identityPhotos.map((each) => each.kind).sort()).toEqual(['document', 'selfie']);
    for (const each of identityPhotos) {
      expect(each.file).toMatch(new RegExp(`^photos/identity-check-${identityChecks[0].id}/\\d{3}-(document|selfie)\\.jpg$`));
      isJpeg(each.file);
    }

    // Never a storage path, and nothing of the other patient's.
    const text = ['gp.json', 'check-ins.json', 'identity-checks.json'].map((name) => files.get(name)!.toString()).join('\n');
    expect(text).not.toMatch(/storagePath|\/storage\/|progress\/|identity\//);
    expect(text).not.toContain('E87012');
    expect(text).not.toContain('Olivia Otherperson');
    expect(text).not.toContain(TEST_SAFETY_ANSWERS.gp_justification);
    expect([...files.keys()].filter((name) => name.startsWith('photos/identity-check-') || name.startsWith('photos/check-in-'))).toHaveLength(3);
    expect(files.get('README.txt')!.toString()).toContain('identity-checks.json');

    // The other patient's own copy holds their justification and their check, which needed our team.
    const theirs = readZip((await download(other, (await readyExport(other))!.download_url!).expect(200)).body as Buffer);
    expect(JSON.parse(theirs.get('gp.json')!.toString())).toEqual({
      gpDetails: [expect.objectContaining({ subscriptionId: other.subscriptionId, odsCode: 'E87012', consentToShare: false })],
      prescribingWithoutInformingGp: [expect.objectContaining({ subscriptionId: other.subscriptionId, gpStatusAtTheTime: 'no_consent', justification: TEST_SAFETY_ANSWERS.gp_justification, recordedAt: expect.any(String) })],
      lettersToGp: [],
    });
    expect(JSON.parse(theirs.get('identity-checks.json')!.toString())).toEqual([expect.objectContaining({ nameAsTyped: 'Olivia Otherperson', documentSubResult: 'caution' })]);
    // Approved too, so the same renewal run opened their check-in: still unanswered, and only in their copy.
    expect(JSON.parse(theirs.get('check-ins.json')!.toString())).toEqual([expect.objectContaining({ subscriptionId: other.subscriptionId, status: 'open', answers: [], photos: [], prescriberDecision: null })]);
  });

  it('is prepared one at a time, and asked for at most three times a day', async () => {
    const patient = await customerWithProposal(app);
    const queue = exportsQueue(app);
    await queue.pause();
    try {
      await post(patient, '/v2/profile/form/data-export').expect(200);
      const again = await post(patient, '/v2/profile/form/data-export').expect(409);
      expect(again.body).toMatchObject({ error: 'PRIVACY.EXPORT_IN_PROGRESS', message: expect.stringContaining('already preparing') });
      await post(patient, '/v2/profile/form/data-export').expect(409);
      const limited = await post(patient, '/v2/profile/form/data-export').expect(429);
      expect(limited.body.error).toBe('RATE_LIMITED');
      expect(await em().count(DataExport, { userId: patient.userId })).toBe(1);
    } finally {
      await queue.resume();
    }
  });
});

describe('erasure', () => {
  it('is asked for by the patient, reviewed by staff, and erases what the law lets us while keeping, restricted, what it does not', async () => {
    const patient = await patientWithHistory(app);
    const exported = await readyExport(patient);
    const consultationPhotos = (await em().find(Consultation, { userId: patient.userId }, { populate: ['photos'] })).flatMap((each) => each.photos.getItems().map((photo) => ({ consultationId: each.id, path: photo.storagePath })));
    const progressPhoto = (await em().findOneOrFail(ProgressPhoto, { userId: patient.userId })).storagePath;

    const asked = (await post(patient, '/v2/profile/form/erasure-request', { reason: 'Moving abroad' }).expect(200)).body;
    expect(asked).toMatchObject({ status: 'pending', decided_at: null });
    expect((await post(patient, '/v2/profile/form/erasure-request').expect(409)).body.error).toBe('PRIVACY.ERASURE_ALREADY_REQUESTED');

    const staff = await adminSession(app);
    const pending = (await staff.agent.get('/v2/admin/data/erasure-requests').expect(200)).body;
    const listed = pending.data.find((each: { user_id: number }) => each.user_id === patient.userId);
    expect(listed).toMatchObject({ status: 'pending', customer: { name: 'Priya Shah', email: patient.email }, patient_reason: 'Moving abroad', answer_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    // The supply is paid and not yet sent: staff must ship or refund it first, and nothing changes meanwhile.
    const blocked = await post(staff, '/v2/admin/form/erasure-request/decide', { id: listed.id, approve: 1 }).expect(409);
    expect(blocked.body.message).toMatch(new RegExp(`^Order #${patient.subscriptionId} has a paid supply not yet sent`));
    expect((await em().findOneOrFail(User, patient.userId)).email).toBe(patient.email);
    expect(await em().count(ChatMessage, { customerId: patient.userId })).toBe(1);

    await shipSupply(app, patient.itemId);
    const label = (await em().findOneOrFail(FulfilmentOrder, { subscriptionItemId: patient.itemId })).labelPath!;
    const erased = (await post(staff, '/v2/admin/form/erasure-request/decide', { id: listed.id, approve: 1 }).expect(200)).body;
    expect(erased).toMatchObject({
      status: 'erased',
      customer: { name: `Erased account #${patient.userId}`, email: null },
      patient_reason: null,
      outcome: {
        erased: { addresses: 1, consultations: 1, progressPhotos: 1, chatMessages: 1, newsletterSignUps: 1, shippingLabels: 1, savedCards: 1, sessionsEnded: expect.any(Number) },
        kept: { prescriptions: 1, consultationsPrescribedOn: 1, declinedReviews: 0, registerEntries: 1, dispatches: 1, payments: 1, subscriptions: 1 },
        subscriptionsEnded: [patient.subscriptionId],
      },
    });
    expect(erased.outcome.erased.sessionsEnded).toBeGreaterThanOrEqual(1);

    // Erased: who they were, how to reach them, their answers and photos nobody prescribed on, their messages, cards and copies of their data.
    const user = await em().findOneOrFail(User, patient.userId);
    expect(user).toMatchObject({ email: `erased-${patient.userId}@erased.invalid`, firstName: 'Erased', lastName: 'Erased', restrictedAt: expect.any(Date) });
    // (The ORM reads empty columns as undefined.)
    expect([user.mobile, user.phone, user.birthDate, user.sexAtBirth, user.note]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(await em().count(Address, { user: patient.userId })).toBe(0);
    expect(await em().count(ProgressPhoto, { userId: patient.userId })).toBe(0);
    expect(await storedFileExists(app, progressPhoto)).toBe(false);
    const kept = await em().find(Consultation, { userId: patient.userId }, { populate: ['photos'] });
    expect(kept.map((each) => each.status)).toEqual(['submitted']);
    for (const photo of consultationPhotos) expect(await storedFileExists(app, photo.path)).toBe(photo.consultationId === kept[0].id);
    expect(await em().count(ChatMessage, { customerId: patient.userId })).toBe(0);
    expect(await em().count(NewsletterSignUp, { email: patient.email })).toBe(0);
    expect(await storedFileExists(app, label)).toBe(false);
    expect(await storedFileExists(app, `data-exports/${exported.id}.zip`)).toBe(false);
    expect(await em().findOneOrFail(DataExport, exported.id)).toMatchObject({ status: 'expired', storagePath: undefined });
    const { gatewayCustomerId } = await em().findOneOrFail(BillingAccount, { userId: patient.userId });
    expect(await em().count(SandboxGatewayObject, { kind: 'payment_method', customerId: gatewayCustomerId })).toBe(0);

    // Kept, restricted: the prescription, the register entry, the dispatch record, the payment, the subscription (ended, without the patient's words).
    expect(await em().count(Prescription, { patientUserId: patient.userId })).toBe(1);
    expect(await em().count(PomRegisterEntry, { prescriptionId: (await em().findOneOrFail(Prescription, { patientUserId: patient.userId })).id })).toBe(1);
    expect(await em().findOneOrFail(FulfilmentOrder, { subscriptionItemId: patient.itemId })).toMatchObject({ status: 'shipped', labelPath: undefined });
    expect(await em().count(PaymentRecord, { userId: patient.userId })).toBe(1);
    expect(await em().findOneOrFail(Subscription, patient.subscriptionId)).toMatchObject({ status: 'cancelled', restrictedAt: expect.any(Date), paymentMethodId: undefined, cancellationReason: undefined });
    expect(await auditActions(patient.userId)).toEqual(expect.arrayContaining(['privacy.erasure.requested', 'subscription.ended', 'privacy.erasure.completed']));

    // Signed out everywhere, and unable to sign in again; told by email, once.
    expect((await patient.agent.get('/auth/session').expect(200)).body.user).toBeNull();
    await patient.agent.get('/v2/profile/data/data-rights').expect(401);
    const login = await browserSession(app);
    await login.agent.post('/login').set('x-csrf-token', login.csrfToken).send({ email: patient.email, password: 'a-good-password' }).expect(401);
    expect((await emailArrives(app, patient.email, /^Your account has been deleted$/)).text).toContain('payment records');

    // Staff no longer find them by name or email; the kept order is found by its own number only.
    const byEmail = (await staff.agent.get('/v2/admin/form/get-subscriptions').query({ keyword: patient.email, status: 'all' }).expect(200)).body;
    expect(byEmail.total).toBe(0);
    const all = (await staff.agent.get('/v2/admin/form/get-subscriptions').query({ status: 'all', perPage: 1000 }).expect(200)).body;
    expect(all.data.map((row: { id: number }) => row.id)).not.toContain(patient.subscriptionId);
    const byOrder = (await staff.agent.get('/v2/admin/form/get-subscriptions').query({ keyword: `#${patient.subscriptionId}`, status: 'all' }).expect(200)).body;
    expect(byOrder.data.map((row: { id: number }) => row.id)).toEqual([patient.subscriptionId]);

    // The decision stands once; the address is free to register again (sign-up's own check says so).
    expect((await post(staff, '/v2/admin/form/erasure-request/decide', { id: listed.id, approve: 1 }).expect(409)).body.error).toBe('PRIVACY.ERASURE_ALREADY_DECIDED');
    const decided = (await staff.agent.get('/v2/admin/data/erasure-requests').query({ list: 'decided' }).expect(200)).body;
    expect(decided.data.map((each: { id: number }) => each.id)).toContain(listed.id);
    const again = await browserSession(app);
    await again.agent.post('/auth/check-email').set('x-csrf-token', again.csrfToken).send({ email: patient.email }).expect(200);
  });

  it('ends a treatment not yet paid for, and keeps no consultation no prescriber decided on', async () => {
    const patient = await customerWithProposal(app);
    const subscription = await em().findOneOrFail(Subscription, { userId: patient.userId });
    await post(patient, '/v2/profile/form/erasure-request').expect(200);
    const staff = await adminSession(app);
    const { id } = (await staff.agent.get('/v2/admin/data/erasure-requests').expect(200)).body.data.find((each: { user_id: number }) => each.user_id === patient.userId);
    const erased = (await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 1 }).expect(200)).body;
    expect(erased.outcome).toMatchObject({ subscriptionsEnded: [subscription.id], kept: { prescriptions: 0, consultationsPrescribedOn: 0, payments: 0 }, erased: { consultations: 1 } });
    expect(await em().count(Consultation, { userId: patient.userId })).toBe(0);
    expect(await em().findOneOrFail(Subscription, subscription.id)).toMatchObject({ status: 'cancelled', restrictedAt: expect.any(Date) });
  });

  it('is refused by staff only with a reason, which the patient is told along with their right to complain; they may ask again', async () => {
    const patient = await customerWithProposal(app);
    await post(patient, '/v2/profile/form/erasure-request').expect(200);
    const staff = await adminSession(app);
    const { id } = (await staff.agent.get('/v2/admin/data/erasure-requests').expect(200)).body.data.find((each: { user_id: number }) => each.user_id === patient.userId);

    expect((await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 0 }).expect(400)).body).toMatchObject({ error: 'PRIVACY.REASON_REQUIRED', fields: { reason: [expect.any(String)] } });
    expect((await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 0, reason: '   ' }).expect(400)).body.error).toBe('PRIVACY.REASON_REQUIRED');
    await post(staff, '/v2/admin/form/erasure-request/decide', { id: 'x', approve: 1 }).expect(400);
    await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 2 }).expect(400);
    await post(staff, '/v2/admin/form/erasure-request/decide', { id: 99999999, approve: 0, reason: 'No' }).expect(404);

    const refused = (await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 0, reason: 'Your account is the subject of an open complaint.' }).expect(200)).body;
    expect(refused).toMatchObject({ status: 'refused', refusal_reason: 'Your account is the subject of an open complaint.', decided_by: expect.any(String) });
    const email = await emailArrives(app, patient.email, /^About your request to delete your account$/);
    expect(email.text).toContain('Your account is the subject of an open complaint.');
    expect(email.text).toContain('ico.org.uk');
    expect((await dataRightsOf(patient)).erasure_request).toMatchObject({ status: 'refused', refusal_reason: 'Your account is the subject of an open complaint.' });
    expect((await em().findOneOrFail(User, patient.userId)).restrictedAt).toBeUndefined();

    await post(patient, '/v2/profile/form/erasure-request').expect(200);
    expect((await dataRightsOf(patient)).erasure_request).toMatchObject({ status: 'pending' });
  });

  it('is not how a staff account is closed, and refuses an overlong note', async () => {
    const staff = await adminSession(app);
    expect((await post(staff, '/v2/profile/form/erasure-request').expect(409)).body.error).toBe('PRIVACY.STAFF_ACCOUNT');
    const patient = await customerWithProposal(app);
    const tooLong = await post(patient, '/v2/profile/form/erasure-request', { reason: 'x'.repeat(501) }).expect(400);
    expect(tooLong.body.fields.reason).toEqual(['Please keep this under 500 characters.']);
  });
});
