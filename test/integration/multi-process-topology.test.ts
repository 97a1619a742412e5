import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { bullConnectionFrom } from '../../src/shared/queue/bullmq-connection';
import { JobName } from '../../src/shared/queue/jobs';
import { binary } from '../support/data-rights-fixtures';
import { freePort, killWorker, logged, outputOf, renewalCounts, seedDueSubscriptions, startApiProcess, startWorkerProcess, workerReady } from '../support/due-subscriptions';
import { cookieOf, openEventStream } from '../support/event-stream';
import { startProxy, type RunningProxy } from '../support/nginx-proxy';
import { paidSubscriptionInReview } from '../support/paid-subscription';
import { checkedByPharmacist } from '../support/pharmacist-checks';
import { readPdfText } from '../support/read-pdf-text';
import { readZip } from '../support/read-zip';
import { answeringSafetyChecks } from '../support/safety-answers';
import { signedInAdmin, type SignedInSession } from '../support/signed-in-admin';
import { sqlOn } from '../support/shop-under-test';
import { startTestBucket, type TestBucket } from '../support/test-bucket';
import { type Agent, eventually, newlySignedUpCustomer } from '../support/test-app';

/**
 * The shop as it runs across machines, on this one: Debian's nginx with the shop's own proxy
 * settings (deploy/nginx) in front of three API processes, two worker processes, one PostgreSQL
 * database, one Redis prefix and one S3 bucket (s3rver) for the private files, and nothing else
 * shared: each process has an empty working directory of its own, and still has nothing in it at
 * the end. Everything goes through the balancer's port, as a browser's requests would, and each
 * response is traced (nginx's request id, echoed back and logged) to the replica that served it.
 *
 * It proves that a customer's photo stored through one replica is served by the others; that a
 * supply is paid for, approved and signed by the prescriber (with her second factor), checked by
 * the pharmacist and shipped, its label stored by one replica and served by others; that what the
 * workers make (the dispatch documents, the POM register export, the patient's copy of their data
 * with their photo) is served by the replicas; that a chat reply written on one replica reaches a
 * live stream held open on another (Redis publish/subscribe); and that with one replica and one
 * worker killed (SIGKILL) the requests still succeed, every write answered 2xx is in the
 * database, the killed worker's renewals are taken over by the other and nobody is charged twice.
 * docs/operations.md, "Replicas and workers".
 */
jest.setTimeout(180_000);

const ROOT = join(__dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL!;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The built pages and the server renderer, when the processes run from the build that has them (`npm test`). */
const WITH_PAGES = process.env.TEST_PROCESSES === 'dist' && existsSync(join(ROOT, 'web', 'dist', 'index.html')) && existsSync(join(ROOT, 'dist', 'web-server', 'entry-server.mjs'));
/** Processes started from source (ts-node) take tens of seconds each on a busy machine. */
const STARTS_WITHIN_MS = process.env.TEST_PROCESSES === 'dist' ? 60_000 : 400_000;

interface ShopProcess {
  name: string;
  process: ChildProcess;
  /** Its own empty working directory. */
  cwd: string;
}
interface ApiReplica extends ShopProcess {
  port: number;
  /** The request ids it logged as served. */
  served: Set<string>;
}

const apis: ApiReplica[] = [];
const workers: ShopProcess[] = [];
const folders: string[] = [];
let bucket: TestBucket | undefined;
let proxy: RunningProxy | undefined;
let renewals: Queue | undefined;
let renewalEvents: QueueEvents | undefined;
/** The balancer's origin: the only address the test talks to. */
let shop: string;

const folder = (label: string) => {
  const path = mkdtempSync(join(tmpdir(), `shop-topology-${label}-`));
  folders.push(path);
  return path;
};

/** The request ids a process logs as it finishes each request (pino-http's line), collected as they come. */
function requestIdsLoggedBy(child: ChildProcess): Set<string> {
  const ids = new Set<string>();
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const id = /"req":\{"id":"([^"]+)"/.exec(line)?.[1];
      if (id) ids.add(id);
    }
  });
  return ids;
}

/** Which replica served a response: the one that logged its request id (nginx's $request_id, which the app echoes in X-Request-Id). */
async function replicaThatServed(response: { headers: Record<string, unknown> }): Promise<string> {
  const id = response.headers['x-request-id'] as string;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  // The log line is written as the response is sent, so it may come a moment after.
  return eventually(async () => apis.find((api) => api.served.has(id))?.name, 5_000);
}

/** A response read in full as bytes (a photo, a PDF, a ZIP, a workbook). */
const download = (agent: Agent, path: string) => agent.get(path).buffer(true).parse(binary as never);

const post = (session: { agent: Agent; csrfToken: string }, path: string, body: object = {}) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);

/** Stops a process the polite way (SIGTERM, its shutdown hooks), the hard way if it has not gone within 15 s. */
async function stop(child: ChildProcess): Promise<void> {
  const gone = killWorker(child, 'SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/** Waits for a process to say it has started, with every process's output in the message if it never does. */
async function untilStarted(started: Promise<void>): Promise<void> {
  try {
    await started;
  } catch (error) {
    throw new Error(`${String(error)}\n--- every process said:\n${[...apis, ...workers].map((each) => `[${each.name}]\n${outputOf(each.process)}`).join('\n')}`);
  }
}

beforeAll(async () => {
  await createOwnDatabase();
  bucket = await startTestBucket('shop-topology');
  const proxyPort = await freePort();
  shop = `http://127.0.0.1:${proxyPort}`;
  // What every process of one shop shares (docs/operations.md, "Replicas and workers"): the database, Redis, the bucket, the
  // secrets and the public address; then this test's renewal settings.
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: process.env.REDIS_PREFIX!,
    STORAGE_URL: `s3://${bucket.bucket}/shop`,
    S3_ENDPOINT: bucket.endpoint,
    S3_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
    // Secrets of this run's own, so nothing works unless every process has the same.
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SIGNING_KEY_SECRET: randomBytes(24).toString('hex'),
    APP_URL: shop,
    RUN_MIGRATIONS_ON_START: 'false',
    // Renewals in small batches, few at a time, so both workers hold some while a run lasts; a dead worker's are taken over after 2 s instead of 30.
    RENEWAL_BATCH_SIZE: '5',
    RENEWAL_CONCURRENCY: '2',
    RENEWAL_JOB_LOCK_SECONDS: '2',
  };
  const startApi = async (name: string) => {
    const [port, cwd] = [await freePort(), folder(name)];
    const child = startApiProcess({ ...shared, PORT: String(port), RUN_WORKER_IN_PROCESS: 'false', WEB_MODE: WITH_PAGES ? 'static' : 'none' }, { cwd, bundled: process.env.TEST_PROCESSES === 'dist' });
    const api = { name, process: child, cwd, port, served: requestIdsLoggedBy(child) };
    apis.push(api);
    return api;
  };
  const startWorker = (name: string) => {
    const cwd = folder(name);
    const worker = { name, process: startWorkerProcess(shared, { cwd }), cwd };
    workers.push(worker);
    return worker;
  };
  // The first API alone seeds the fresh database (reference data, demo accounts), as a deploy's first start does; the rest start together.
  const first = await startApi('api-1');
  const starting = [startWorker('worker-1'), startWorker('worker-2')].map((worker) => untilStarted(workerReady(worker.process, STARTS_WITHIN_MS)));
  await untilStarted(logged(first.process, 'Shop ready', STARTS_WITHIN_MS));
  const others = [await startApi('api-2'), await startApi('api-3')];
  await Promise.all([...starting, ...others.map((api) => untilStarted(logged(api.process, 'Shop ready', STARTS_WITHIN_MS)))]);
  proxy = await startProxy(folder('nginx'), apis.map((api) => api.port), proxyPort);
  renewals = new Queue('renewals', { connection: bullConnectionFrom(redisUrl), prefix: `${process.env.REDIS_PREFIX}:bull` });
  renewalEvents = new QueueEvents('renewals', { connection: bullConnectionFrom(redisUrl), prefix: `${process.env.REDIS_PREFIX}:bull` });
  await renewalEvents.waitUntilReady();
}, 2 * STARTS_WITHIN_MS + 60_000);

afterAll(async () => {
  // Each step whatever became of the one before, so a failed start still leaves nothing behind.
  await Promise.allSettled([proxy?.stop()]);
  await Promise.allSettled([...apis, ...workers].map((each) => stop(each.process)));
  await Promise.allSettled([renewals?.close(), renewalEvents?.close()]);
  await Promise.allSettled([bucket?.stop()]);
  await Promise.allSettled([dropOwnDatabase()]);
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

let customer: Awaited<ReturnType<typeof paidSubscriptionInReview>>['customer'];
let prescriber: SignedInSession;
let subscriptionId: number;
let itemId: number;
const LAST_NAME = 'Topology';

it('answers through the balancer from every replica: a customer signs up, sends a consultation with photos and pays, and each photo is served by replicas that did not store it', async () => {
  expect((await request(shop).get('/health/ready')).status).toBe(200);
  if (WITH_PAGES) {
    // The pages, drawn by the server renderer, and the app's built assets, all found from an empty working directory.
    const page = await request(shop).get('/').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<html lang="en-GB">');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(ROOT, 'web', 'dist', 'index.html'), 'utf8'))![1]!;
    expect((await request(shop).get(script).expect(200)).headers['content-type']).toMatch(/javascript/);
  }

  ({ customer, subscriptionId, itemId } = await paidSubscriptionInReview(shop, LAST_NAME));
  expect(customer.photoUrls.length).toBeGreaterThan(0);
  for (const url of customer.photoUrls) {
    // One read per replica (nginx takes them in turn): whichever stored the photo, the others serve it too, from the bucket.
    const reads = [];
    for (let read = 0; read < apis.length; read++) {
      const photo = await download(customer.agent, url).expect(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect((photo.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      reads.push({ replica: await replicaThatServed(photo), bytes: photo.body as Buffer });
    }
    expect(new Set(reads.map((read) => read.replica)).size).toBeGreaterThanOrEqual(2);
    for (const read of reads) expect(read.bytes.equals(reads[0]!.bytes)).toBe(true);
  }
  // The sign-up, its code (emailed by a worker, read from the dev mailbox), the answers, the photos and the checkout went through all three.
  expect(apis.filter((api) => api.served.size > 0).map((api) => api.name)).toEqual(['api-1', 'api-2', 'api-3']);
});

it('has the prescriber approve and sign, the pharmacist check and the supply ship, and serves its label and documents through the balancer', async () => {
  // The demo prescriber, with her authenticator code; she signs the prescription with her password.
  prescriber = await signedInAdmin(shop);
  const approval = await post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
  expect(approval.body).toEqual({ status: 'active' });
  const [prescription] = await sqlOn<{ signature: string | null }>(shop, 'select signature from prescription where subscription_id = ?', [subscriptionId]);
  expect(prescription!.signature).toBeTruthy();

  await checkedByPharmacist(shop, itemId);
  const shipped = await post(prescriber, '/v2/admin/form/ship', { id: itemId }).expect(200);
  const { pdfUrl, trackingNumber } = shipped.body as { pdfUrl: string; trackingNumber: string };
  const shippedBy = await replicaThatServed(shipped);

  // The label was stored by the replica that shipped; the others serve it from the bucket.
  const labelReaders = [];
  for (let read = 0; read < apis.length; read++) {
    const label = await download(prescriber.agent, pdfUrl).expect(200);
    expect(label.headers['content-disposition']).toBe(`attachment; filename="${trackingNumber}.pdf"`);
    expect((await readPdfText(label.body as Buffer)).text).toContain(`Priya ${LAST_NAME}`);
    labelReaders.push(await replicaThatServed(label));
  }
  expect(labelReaders.filter((replica) => replica !== shippedBy).length).toBeGreaterThan(0);

  // A worker draws the day's documents into one PDF in the bucket; a replica serves it.
  const { job_id: jobId } = (await post(prescriber, '/v2/admin/form/dispatch/print', { item_ids: [itemId], types: ['dispensing-label', 'prescription'] }).expect(200)).body;
  const printed = await eventually(async () => {
    const status = (await prescriber.agent.get(`/v2/admin/data/dispatch/print/${jobId}`).expect(200)).body;
    return status.state === 'completed' ? (status as { download_url: string }) : undefined;
  }, 60_000);
  const documents = await readPdfText((await download(prescriber.agent, printed.download_url).expect(200)).body as Buffer);
  expect(documents.pages).toBe(2);
  expect(documents.text).toContain('Private prescription');
});

it("serves the POM register export and the patient's copy of their data, both made by a worker, with the patient's photos in it", async () => {
  const { job_id: jobId } = (await post(prescriber, '/v2/admin/form/pom/export', { patient: `Priya ${LAST_NAME}` }).expect(200)).body;
  const exported = await eventually(async () => {
    const status = (await prescriber.agent.get(`/v2/admin/data/pom/export/${jobId}`).expect(200)).body;
    return status.state === 'completed' ? (status as { download_url: string }) : undefined;
  }, 60_000);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array((await download(prescriber.agent, exported.download_url).expect(200)).body as Buffer).buffer);
  const register = workbook.getWorksheet('POM register')!;
  expect(register.rowCount).toBe(2);
  expect(register.getRow(2).getCell(6).value).toBe(`Priya ${LAST_NAME}, 1 High Street, Leeds, LS1 1AA`);

  await post(customer, '/v2/profile/form/data-export').expect(200);
  const ready = await eventually(async () => {
    const rights = (await customer.agent.get('/v2/profile/data/data-rights').expect(200)).body as { data_export: { status: string; download_url: string } | null };
    return rights.data_export?.status === 'ready' ? rights.data_export : undefined;
  }, 60_000);
  const files = readZip((await download(customer.agent, ready.download_url).expect(200)).body as Buffer);
  const consultations = JSON.parse(files.get('consultations.json')!.toString()) as { answers: { photos: string[] }[] }[];
  const photos = consultations.flatMap((consultation) => consultation.answers.flatMap((answer) => answer.photos));
  expect(photos).toHaveLength(customer.photoUrls.length);
  for (const photo of photos) expect(files.get(photo)!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
});

it('brings a chat reply written on one replica to a live stream held open on another', async () => {
  const stream = await openEventStream(shop, '/v2/profile/data/chat-events', cookieOf(customer.agent));
  const writers: string[] = [];
  try {
    expect(stream.response.statusCode).toBe(200);
    await stream.next('ready');
    // One after another, so nginx sends each to the next replica.
    for (let n = 1; n <= apis.length; n++) {
      const reply = await post(prescriber, '/v2/admin/form/send-user-chat', { user_id: customer.userId, message: `Reply ${n} from the team` }).expect(200);
      writers.push(await replicaThatServed(reply));
      await stream.next('message', (data) => (data as { message: { content_plain: string } }).message.content_plain === `Reply ${n} from the team`, 10_000);
    }
  } finally {
    stream.close();
  }
  // The stream's replica logs it once it is closed; the replies written elsewhere reached it through Redis.
  const holder = await replicaThatServed(stream.response);
  expect(writers.filter((writer) => writer !== holder)).toHaveLength(apis.length - 1);
});

/** How many workers hold renewal jobs now: the owners of the running jobs' locks (BullMQ's lock token is its worker's id and a counter). */
async function workersHoldingRenewals(): Promise<number> {
  const client = await renewals!.backend.client;
  const tokens = await Promise.all((await renewals!.getActive()).map((job) => client.get(renewals!.toKey(`${job.id}:lock`))));
  return new Set(tokens.filter((token): token is string => !!token).map((token) => token.split(':')[0])).size;
}

describe('with a replica and a worker killed', () => {
  it('still answers every request through the balancer, and every write answered 2xx is in the database', async () => {
    const victim = apis[1]!;
    const writes: { text: string; status: number; id?: number; startedAfterTheKill: boolean }[] = [];
    let killed = false;
    let gone: Promise<void> | undefined;
    // Three writers at once, so some requests are in flight when the replica dies.
    const writer = async (name: string) => {
      for (let n = 0; n < 8; n++) {
        const text = `Write ${name}.${n}`;
        const startedAfterTheKill = victim.process.signalCode !== null;
        const response = await post(prescriber, '/v2/admin/form/send-user-chat', { user_id: customer.userId, message: text }).ok(() => true);
        writes.push({ text, status: response.status, id: (response.body as { id?: number }).id, startedAfterTheKill });
        if (!killed && writes.length >= 6) {
          killed = true;
          gone = killWorker(victim.process);
          await gone;
        }
      }
    };
    await Promise.all(['a', 'b', 'c'].map(writer));
    await gone;
    expect(victim.process.signalCode).toBe('SIGKILL');

    expect(writes.filter((write) => write.startedAfterTheKill).length).toBeGreaterThan(10);
    expect(writes.filter((write) => write.startedAfterTheKill && write.status !== 200)).toEqual([]);
    const answered = writes.filter((write) => write.status === 200);
    const stored = await sqlOn<{ id: number; content_plain: string }>(shop, 'select id, content_plain from chat_message where customer_id = ? and content_plain like ?', [customer.userId, 'Write %']);
    expect(answered.map((write) => stored.find((row) => row.id === write.id)?.content_plain)).toEqual(answered.map((write) => write.text));

    // Reads too, each answered by a replica still alive.
    for (let read = 0; read < 4; read++) {
      const page = await customer.agent.get('/v2/profile/data/chat').expect(200);
      expect(await replicaThatServed(page)).not.toBe(victim.name);
    }
  });

  it("has the other worker take over the killed worker's renewals, charging each subscription once", async () => {
    const stalled = new Set<string>();
    const completed = new Set<string>();
    renewalEvents!.on('stalled', ({ jobId }) => stalled.add(jobId));
    renewalEvents!.on('completed', ({ jobId }) => completed.add(jobId));
    const dueOn = ukCalendarDate(new Date(Date.now() - 86_400_000));
    const count = 150;
    await seedDueSubscriptions(databaseUrl, count, dueOn);
    await renewals!.add(JobName.SweepRenewals, {}, { jobId: `topology-sweep-${Date.now()}`, removeOnComplete: true });

    // Thirty batches of five, each worker holding at most two: once both hold some, kill one mid-run.
    await eventually(async () => ((await workersHoldingRenewals()) === workers.length ? true : undefined), 60_000);
    const victim = workers[0]!;
    await killWorker(victim.process);
    expect((await renewalCounts(databaseUrl, dueOn)).renewed).toBeLessThan(count);

    await eventually(async () => ((await renewalCounts(databaseUrl, dueOn)).renewed === count ? true : undefined), 90_000);
    // The jobs it held went stale (no lock renewed) and the other worker finished them.
    await eventually(async () => (stalled.size > 0 && [...stalled].every((jobId) => completed.has(jobId)) ? true : undefined), 30_000);
    expect(await renewalCounts(databaseUrl, dueOn)).toEqual({ renewed: count, duplicates: [], charges: count, records: count });

    // The survivor does the rest of the workers' work: a new customer's code arrives and they are signed in.
    const newcomer = await newlySignedUpCustomer(shop);
    expect(newcomer.userId).toEqual(expect.any(Number));
  });

  it('left nothing in any working directory: no process needed a disk of its own', () => {
    for (const each of [...apis, ...workers]) expect([each.name, readdirSync(each.cwd)]).toEqual([each.name, []]);
  });
});
