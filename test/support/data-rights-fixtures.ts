import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import type { RetentionSweepResult } from '../../src/modules/privacy';
import { JobName } from '../../src/shared/queue/jobs';
import { PrivateFileStore } from '../../src/shared/storage/private-file-store';
import { samplePhoto, type Draft } from './consultation-answers';
import { checkedByPharmacist } from './pharmacist-checks';
import { approvedCustomer, subscriptionOf, type RenewalCustomer } from './renewal-customers';
import { type Agent, eventually, signedInSession } from './test-app';

type Session = { agent: Agent; csrfToken: string };

/** Supertest's parser for a binary body (a ZIP, a photo). */
export const binary = (response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

export const post = (session: Session, path: string, body: object = {}) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);

/** Asked of the app's own store, so the tests hold whichever STORAGE_URL the run uses. */
export const storedFileExists = (app: NestExpressApplication, storagePath: string): Promise<boolean> => app.get(PrivateFileStore).exists(storagePath);

export interface PatientWithHistory extends RenewalCustomer {
  itemId: number;
  draftId: number;
}

/**
 * A patient with something in every context: a submitted acne consultation with photos, an
 * address, a saved card and a first payment, the prescriber's approval (prescription, an order
 * to dispatch), a progress photo, a message to the team, a newsletter sign-up, and an abandoned
 * draft of a second consultation with a photo. The supply is paid and not yet shipped.
 */
export async function patientWithHistory(app: NestExpressApplication): Promise<PatientWithHistory> {
  const patient = await approvedCustomer(app);
  const itemId = (await subscriptionOf(app, patient.subscriptionId)).items.getItems()[0].id;
  await patient.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', patient.csrfToken).attach('photo', await samplePhoto(), 'selfie.jpg').expect(200);
  await post(patient, '/v2/profile/form/chat', { message: 'Is it fine to use with SPF 50?' }).expect(200);
  await post(patient, '/newsletter/sign-up', { email: patient.email }).expect((response) => expect(response.status).toBeLessThan(300));
  const draft = (await post(patient, '/v2/consultations', { type: 'glow' }).expect(200)).body as Draft;
  const photoQuestion = draft.questionnaire.questions.find((question) => question.type === 'images')!;
  await patient.agent.post(`/v2/consultations/${draft.id}/photos`).set('x-csrf-token', patient.csrfToken).field('question', photoQuestion.name).attach('photo', await samplePhoto(), 'face.jpg').expect(201);
  return { ...patient, itemId, draftId: draft.id };
}

export const adminSession = (app: NestExpressApplication) => signedInSession(app, 'admin@example.com', 'admin-demo-pass');

/** The prescriber's dispatch of a supply (POST /v2/admin/form/ship), as staff do it, once the pharmacist has checked it. */
export async function shipSupply(app: NestExpressApplication, itemId: number): Promise<void> {
  await checkedByPharmacist(app, itemId);
  await post(await adminSession(app), '/v2/admin/form/ship', { id: itemId }).expect(200);
}

export async function dataRightsOf(patient: Session): Promise<{ data_export: { id: string; status: string; download_url: string | null; expires_at: string | null; ready_at: string | null } | null; erasure_request: { status: string; refusal_reason: string | null } | null }> {
  return (await patient.agent.get('/v2/profile/data/data-rights').expect(200)).body;
}

/** Asks for a copy of the data and waits for the job to finish building it. */
export async function readyExport(patient: Session) {
  await post(patient, '/v2/profile/form/data-export').expect(200);
  return eventually(async () => {
    const rights = await dataRightsOf(patient);
    return rights.data_export?.status === 'ready' ? rights.data_export : undefined;
  }, 20_000);
}

export const exportsQueue = (app: NestExpressApplication) => app.get<Queue>(getQueueToken('exports'));
export const scheduledQueue = (app: NestExpressApplication) => app.get<Queue>(getQueueToken('scheduled'));

/** Runs the retention sweep now, through its queue as the daily scheduler would, and answers what it did. */
export async function sweepRetention(app: NestExpressApplication): Promise<RetentionSweepResult> {
  const queue = scheduledQueue(app);
  const job = await queue.add(JobName.SweepRetention, {}, { removeOnComplete: false, removeOnFail: false });
  return eventually(async () => {
    const finished = await queue.getJob(job.id!);
    if (finished?.failedReason) throw new Error(`The retention sweep failed: ${finished.failedReason}`);
    return finished?.finishedOn ? (finished.returnvalue as RetentionSweepResult) : undefined;
  }, 20_000);
}
