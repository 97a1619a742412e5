import '../support/own-test-database'; // first: the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { ConsultationPhoto } from '../../src/modules/consultation/infrastructure/consultation-photo.entity';
import { Consultation } from '../../src/modules/consultation/infrastructure/consultation.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { RETENTION } from '../../src/modules/privacy';
import { DataExport } from '../../src/modules/privacy/infrastructure/data-export.entity';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { RETENTION_SCHEDULER_ID } from '../../workers/processors/scheduled.processor';
import { adminSession, patientWithHistory, post, readyExport, scheduledQueue, shipSupply, storedFileExists, sweepRetention } from '../support/data-rights-fixtures';
import { TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { PendingRegistration } from '../../src/modules/identity/infrastructure/pending-registration.entity';
import { browserSession, ormOf, SIGN_UP_DETAILS, uniqueEmail } from '../support/test-app';
import { samplePhoto } from '../support/consultation-answers';
import { uploadIdentityPhoto } from '../support/identity-checks';
import { GpJustification } from '../../src/modules/general-practice/infrastructure/gp-justification.entity';
import { IdentityEvidence } from '../../src/modules/verification/infrastructure/identity-evidence.entity';
import { OrderRiskCheck } from '../../src/modules/order-risk/infrastructure/order-risk-check.entity';
import { OrderRiskFlag } from '../../src/modules/order-risk/infrastructure/order-risk-flag.entity';

/**
 * The retention schedule enforced by the daily sweep, on a clock the test moves: copies of data
 * after their download window, abandoned consultation drafts, and, years after an erasure, the
 * records the law made us keep. The POM register and the audit trail are never touched.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const DAY_MS = 24 * 3600 * 1000;
/** Noon UK time, `days` from the real today (the test clock moves in whole days). */
const travelDays = (days: number) => clock.travelTo(new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));
const yearsOn = (years: number, days = 0) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  clock.travelTo(date.toISOString().slice(0, 10));
};

it('runs every night at 03:30 UK time', async () => {
  const scheduler = await scheduledQueue(app).getJobScheduler(RETENTION_SCHEDULER_ID);
  expect(scheduler).toMatchObject({ pattern: '30 3 * * *', tz: 'Europe/London' });
});

it('deletes a copy of data once its download window has passed, and fails one whose job was lost', async () => {
  const patient = await patientWithHistory(app);
  const ready = await readyExport(patient);
  const zip = `data-exports/${ready.id}.zip`;
  // Asked for two days ago, and its job never ran (a worker lost in a redeploy, say).
  const lost = Object.assign(new DataExport(), { userId: patient.userId, requestedAt: new Date(Date.now() - 2 * DAY_MS) });
  await em().persist(lost).flush();

  travelDays(RETENTION.dataExportDays - 1);
  expect(await sweepRetention(app)).toMatchObject({ exportsExpired: 0, exportsFailed: 1 });
  expect(await storedFileExists(app, zip)).toBe(true);
  expect(await em().findOneOrFail(DataExport, lost.id)).toMatchObject({ status: 'failed' });

  travelDays(RETENTION.dataExportDays + 1);
  expect(await sweepRetention(app)).toMatchObject({ exportsExpired: 1 });
  expect(await storedFileExists(app, zip)).toBe(false);
  expect(await em().findOneOrFail(DataExport, ready.id)).toMatchObject({ status: 'expired', storagePath: undefined });
  expect(await sweepRetention(app)).toMatchObject({ exportsExpired: 0, exportsFailed: 0 });
});

it('deletes a sign-up nobody finished once its period has passed, with its codes', async () => {
  const email = uniqueEmail('unfinished');
  const { agent, csrfToken } = await browserSession(app);
  await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);

  travelDays(RETENTION.pendingRegistrationDays - 1);
  expect(await sweepRetention(app)).toMatchObject({ registrationsDeleted: 0 });
  expect(await em().count(PendingRegistration, { email })).toBe(1);

  travelDays(RETENTION.pendingRegistrationDays + 1);
  expect((await sweepRetention(app)).registrationsDeleted).toBeGreaterThanOrEqual(1);
  expect(await em().count(PendingRegistration, { email })).toBe(0);
  // Its codes went with it: the code it was sent no longer verifies anything.
  await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: '123456' }).expect(400);
});

it('deletes a consultation draft left untouched for its period, with its photos, and nothing submitted', async () => {
  const patient = await patientWithHistory(app);
  const draft = await em().findOneOrFail(Consultation, patient.draftId, { populate: ['photos'] });
  const [photo] = draft.photos.getItems();
  expect(await storedFileExists(app, photo.storagePath)).toBe(true);

  travelDays(RETENTION.abandonedConsultationDraftDays - 1);
  await sweepRetention(app);
  expect(await em().count(Consultation, patient.draftId)).toBe(1);

  travelDays(RETENTION.abandonedConsultationDraftDays + 1);
  expect((await sweepRetention(app)).draftsDeleted).toBeGreaterThanOrEqual(1);
  expect(await em().count(Consultation, patient.draftId)).toBe(0);
  expect(await em().count(ConsultationPhoto, { id: photo.id })).toBe(0);
  expect(await storedFileExists(app, photo.storagePath)).toBe(false);
  expect(await em().count(Consultation, { userId: patient.userId, status: 'submitted' })).toBe(1);
});

it("purges an erased patient's payment records after their period and clinical records after theirs, never the register or the audit trail, and no one else's", async () => {
  const erased = await patientWithHistory(app);
  const other = await patientWithHistory(app);
  await shipSupply(app, erased.itemId);
  // An identity photo given and never sent for checking: the purge must not leave it (or its file) behind.
  await uploadIdentityPhoto(erased, 'document', await samplePhoto()).expect(200);
  const identityPhoto = (await em().findOneOrFail(IdentityEvidence, { userId: erased.userId })).storagePath;
  await post(erased, '/v2/profile/form/erasure-request').expect(200);
  const staff = await adminSession(app);
  const { id } = (await staff.agent.get('/v2/admin/data/erasure-requests').expect(200)).body.data.find((each: { user_id: number }) => each.user_id === erased.userId);
  await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 1 }).expect(200);
  const prescription = await em().findOneOrFail(Prescription, { patientUserId: erased.userId });
  const keptConsultation = await em().findOneOrFail(Consultation, { userId: erased.userId }, { populate: ['photos'] });
  const keptPhoto = keptConsultation.photos.getItems()[0].storagePath;
  const registerEntries = await em().count(PomRegisterEntry, { prescriptionId: prescription.id });
  const auditEntries = await em().count(AuditEntry, { customerId: erased.userId });
  const othersPayments = await em().count(PaymentRecord, { userId: other.userId });
  const kept = async () => ({
    payments: await em().count(PaymentRecord, { userId: erased.userId }),
    billingAccounts: await em().count(BillingAccount, { userId: erased.userId }),
    prescriptions: await em().count(Prescription, { patientUserId: erased.userId }),
    consultations: await em().count(Consultation, { userId: erased.userId }),
    dispatches: await em().count(FulfilmentOrder, { userId: erased.userId }),
    subscriptions: await em().count(Subscription, { userId: erased.userId }),
    gpJustifications: await em().count(GpJustification, { patientUserId: erased.userId }),
    identityPhotos: await em().count(IdentityEvidence, { userId: erased.userId }),
    riskChecks: await em().count(OrderRiskCheck, { subscriptionId: erased.subscriptionId }),
    riskFlags: await em().count(OrderRiskFlag, { subscriptionId: erased.subscriptionId }),
  });
  const everythingKept = { payments: 1, billingAccounts: 1, prescriptions: 1, consultations: 1, dispatches: 1, subscriptions: 1, gpJustifications: 1, identityPhotos: 1 };
  expect(await kept()).toMatchObject(everythingKept);
  // Two patients with the same test address and card: their orders are flagged.
  const { riskChecks, riskFlags } = await kept();
  expect(riskChecks).toBeGreaterThan(0);
  expect(riskFlags).toBeGreaterThan(0);

  // The day before the payment records' period ends: nothing goes.
  yearsOn(RETENTION.paymentRecordYearsAfterErasure, -1);
  expect(await sweepRetention(app)).toMatchObject({ paymentRecordsPurged: 0, clinicalRecordsPurged: 0 });
  expect((await kept()).payments).toBe(1);

  // Past it: the payment records go; the clinical records stay.
  yearsOn(RETENTION.paymentRecordYearsAfterErasure, 1);
  expect(await sweepRetention(app)).toMatchObject({ paymentRecordsPurged: 1, clinicalRecordsPurged: 0 });
  expect(await kept()).toMatchObject({ ...everythingKept, payments: 0, billingAccounts: 0 });

  // Past the clinical records' period: they go too, photo files included; once.
  yearsOn(RETENTION.clinicalRecordYearsAfterErasure, 1);
  expect(await sweepRetention(app)).toMatchObject({ paymentRecordsPurged: 0, clinicalRecordsPurged: 1 });
  expect(await kept()).toEqual({ payments: 0, billingAccounts: 0, prescriptions: 0, consultations: 0, dispatches: 0, subscriptions: 0, gpJustifications: 0, identityPhotos: 0, riskChecks: 0, riskFlags: 0 });
  expect(await storedFileExists(app, keptPhoto)).toBe(false);
  expect(await storedFileExists(app, identityPhoto)).toBe(false);
  expect(await sweepRetention(app)).toMatchObject({ paymentRecordsPurged: 0, clinicalRecordsPurged: 0 });

  // The register is the pharmacy's and append-only; the audit trail likewise, and records each purge.
  expect(await em().count(PomRegisterEntry, { prescriptionId: prescription.id })).toBe(registerEntries);
  const audit = await em().find(AuditEntry, { customerId: erased.userId });
  expect(audit.length).toBe(auditEntries + 2);
  expect(audit.filter((entry) => entry.action === 'privacy.retention.purged').map((entry) => entry.summary)).toEqual([
    expect.stringMatching(/^Deleted 1 payment record\(s\)/),
    expect.stringMatching(
      new RegExp(
        `^Deleted the clinical records kept after the erasure \\(1 prescription\\(s\\), 0 declined review\\(s\\), 1 consultation\\(s\\), 1 dispatch\\(es\\), 1 subscription\\(s\\), 1 GP record\\(s\\), 0 check-in\\(s\\), 0 identity check\\(s\\), ${riskFlags} order-risk flag\\(s\\)\\)`,
      ),
    ),
  ]);

  // A patient who was not erased keeps everything, however old.
  expect(await em().count(PaymentRecord, { userId: other.userId })).toBeGreaterThanOrEqual(othersPayments);
  expect(await em().count(Prescription, { patientUserId: other.userId })).toBe(1);
  expect(await em().count(Consultation, { userId: other.userId, status: 'submitted' })).toBe(1);
  expect(await em().count(GpJustification, { patientUserId: other.userId })).toBe(1);
  expect(await em().count(OrderRiskCheck, { subscriptionId: other.subscriptionId })).toBeGreaterThan(0);
  expect(await em().count(OrderRiskFlag, { subscriptionId: other.subscriptionId })).toBeGreaterThan(0);
});
