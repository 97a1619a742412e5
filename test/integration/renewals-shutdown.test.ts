import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { bullConnectionFrom } from '../../src/shared/queue/bullmq-connection';
import { JobName } from '../../src/shared/queue/jobs';
import { killWorker, renewalCounts, seedDueSubscriptions, startWorkerProcess, workerReady } from '../support/due-subscriptions';
import { eventually } from '../support/test-app';

/**
 * `npm run worker` stopped with SIGTERM in the middle of a batch (a deploy): it finishes the
 * renewals in hand and leaves none half-done or locked; the next worker renews the rest, each
 * subscription once.
 */
jest.setTimeout(420_000);

const databaseUrl = process.env.DATABASE_URL!;
const queue = new Queue('renewals', { connection: bullConnectionFrom(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix: `${process.env.REDIS_PREFIX}:bull` });
const workers: ChildProcess[] = [];
const startWorker = () => {
  // Batches of 10 rather than 50: the worker holds 8 batches at a time, and the stop must find some renewals still to do.
  const worker = startWorkerProcess({ DATABASE_URL: databaseUrl, REDIS_PREFIX: process.env.REDIS_PREFIX!, RENEWAL_BATCH_SIZE: '10' });
  workers.push(worker);
  return worker;
};

beforeAll(() => createOwnDatabase());
afterAll(async () => {
  await Promise.all(workers.map((worker) => killWorker(worker, 'SIGTERM')));
  await queue.close();
  await dropOwnDatabase();
});

it('finishes the renewals in hand on SIGTERM, leaves none locked, and the next worker renews the rest once each', async () => {
  const dueOn = ukCalendarDate(new Date(Date.now() - 86_400_000));
  await seedDueSubscriptions(databaseUrl, 200, dueOn);
  const first = startWorker();
  await workerReady(first);
  await queue.add(JobName.SweepRenewals, {}, { jobId: 'sweep-before-the-deploy', removeOnComplete: true });
  await eventually(async () => ((await renewalCounts(databaseUrl, dueOn)).renewed >= 20 ? true : undefined), 120_000);

  await killWorker(first, 'SIGTERM');
  // Nothing was abandoned mid-renewal: no job still held, and every charge the sandbox made is recorded and settled.
  expect((await queue.getJobCounts('active')).active).toBe(0);
  const stopped = await renewalCounts(databaseUrl, dueOn);
  expect(stopped.renewed).toBeLessThan(200);
  expect(stopped).toEqual({ renewed: stopped.renewed, duplicates: [], charges: stopped.renewed, records: stopped.renewed });

  await workerReady(startWorker());
  await eventually(async () => ((await renewalCounts(databaseUrl, dueOn)).renewed === 200 ? true : undefined), 120_000);
  expect(await renewalCounts(databaseUrl, dueOn)).toEqual({ renewed: 200, duplicates: [], charges: 200, records: 200 });
});
