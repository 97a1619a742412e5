import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { bullConnectionFrom } from '../../src/shared/queue/bullmq-connection';
import { JobName } from '../../src/shared/queue/jobs';
import { killWorker, outputOf, renewalCounts, seedDueSubscriptions, startWorkerProcess, workerReady } from '../support/due-subscriptions';
import { eventually } from '../support/test-app';

/**
 * Every due subscription charged exactly once, with real worker processes (`workers/main.ts`)
 * on real PostgreSQL and Redis and the sandbox gateway's books counted: two workers at
 * once, a worker killed mid-batch and another started, and the same jobs replayed.
 * `npm run test:renewals:20x` runs this file 20 times in a row.
 */
jest.setTimeout(420_000);

const databaseUrl = process.env.DATABASE_URL!;
const workerEnv = {
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX: process.env.REDIS_PREFIX!,
  // Batches of 10 rather than 50: a worker holds 8 batches at a time, and a kill must find some
  // renewed and some not (and two workers must meet over the same subscriptions).
  RENEWAL_BATCH_SIZE: '10',
  // A killed worker's jobs are taken over after 2 s instead of 30.
  RENEWAL_JOB_LOCK_SECONDS: '2',
};
const queue = new Queue('renewals', { connection: bullConnectionFrom(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix: `${process.env.REDIS_PREFIX}:bull` });
const workers: ChildProcess[] = [];
const daysAgo = (days: number) => ukCalendarDate(new Date(Date.now() - days * 86_400_000));

beforeAll(() => createOwnDatabase());
afterAll(async () => {
  await Promise.all(workers.map((worker) => killWorker(worker, 'SIGTERM')));
  await queue.close();
  await dropOwnDatabase();
});

const startWorker = () => {
  const worker = startWorkerProcess(workerEnv);
  workers.push(worker);
  return worker;
};

async function allRenewed(dueOn: string, count: number): Promise<void> {
  try {
    await eventually(async () => ((await renewalCounts(databaseUrl, dueOn)).renewed === count ? true : undefined), 90_000);
  } catch (error) {
    throw new Error(`${String(error)}; workers said:\n${workers.map(outputOf).join('\n---\n')}`);
  }
}

async function queueIdle(): Promise<void> {
  await eventually(async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return counts.waiting + counts.active + counts.prioritized === 0 ? true : undefined;
  }, 60_000);
}

it('two worker processes at once, sweeping twice and each handed every renewal twice more, charge each due subscription once', async () => {
  const [first, second] = [startWorker(), startWorker()];
  await Promise.all([workerReady(first), workerReady(second)]);
  // Both are up and idle; now 150 subscriptions fall due together.
  const dueOn = daysAgo(2);
  await seedDueSubscriptions(databaseUrl, 150, dueOn);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select id from subscription where due_at = $1::date`, [dueOn]);
  await client.end();
  // Two sweeps at once (one per worker), and the same renewals queued twice more under other
  // ids (as sweeps on other days would): each subscription is renewed by both workers at once.
  await queue.addBulk([
    { name: JobName.SweepRenewals, data: {}, opts: { jobId: 'sweep-a', removeOnComplete: true } },
    { name: JobName.SweepRenewals, data: {}, opts: { jobId: 'sweep-b', removeOnComplete: true } },
    ...(rows as { id: number }[]).flatMap(({ id }) =>
      ['a', 'b'].map((copy) => ({ name: JobName.RenewSubscription, data: { subscriptionId: id, dueOn }, opts: { jobId: `extra-${copy}-${id}`, removeOnComplete: true } })),
    ),
  ]);

  await allRenewed(dueOn, 150);
  await queueIdle();
  expect(await renewalCounts(databaseUrl, dueOn)).toEqual({ renewed: 150, duplicates: [], charges: 150, records: 150 });
  await Promise.all([killWorker(first, 'SIGTERM'), killWorker(second, 'SIGTERM')]);
});

it('a worker killed in the middle of a batch and another started charge each due subscription once', async () => {
  const dueOn = daysAgo(1);
  await seedDueSubscriptions(databaseUrl, 300, dueOn);
  const doomed = startWorker();
  await workerReady(doomed);
  // The schedule is already set (by the earlier workers): run its sweep now rather than in 15 minutes.
  await queue.add(JobName.SweepRenewals, {}, { jobId: 'sweep-before-the-kill', removeOnComplete: true });
  // Kill it (SIGKILL: no shutdown, jobs in hand abandoned mid-charge) once it is well into the batch.
  await eventually(async () => ((await renewalCounts(databaseUrl, dueOn)).renewed >= 40 ? true : undefined), 60_000);
  await killWorker(doomed);
  const before = await renewalCounts(databaseUrl, dueOn);
  expect(before.renewed).toBeLessThan(300);

  await workerReady(startWorker());
  await allRenewed(dueOn, 300);
  await queueIdle();
  expect(await renewalCounts(databaseUrl, dueOn)).toEqual({ renewed: 300, duplicates: [], charges: 300, records: 300 });
});

it('replaying the same renewal jobs charges nobody again', async () => {
  const dueOn = daysAgo(1);
  const before = await renewalCounts(databaseUrl, dueOn);
  const jobs = await queue.getJobs(['completed'], 0, 50);
  // The sweep's batches and the renewals queued one by one alike.
  const renewals = jobs.filter((job) => job.name === JobName.RenewDueSubscriptions || job.name === JobName.RenewSubscription);
  expect(renewals.length).toBeGreaterThan(0);
  // The same job retried from the dashboard, and the same payload queued again under a new id.
  for (const job of renewals.slice(0, 20)) await job.retry('completed');
  await queue.addBulk(renewals.map((job) => ({ name: job.name, data: job.data, opts: { jobId: `replay-${job.id}`, removeOnComplete: true } })));
  await queueIdle();
  expect(await renewalCounts(databaseUrl, dueOn)).toEqual(before);
});
