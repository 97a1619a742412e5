import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Job, Queue } from 'bullmq';
import { bullConnectionFrom } from '../../src/shared/queue/bullmq-connection';
import { JobName } from '../../src/shared/queue/jobs';
import { apiProcessEnv, exitCodeOf, killWorker, logged, outputOf, startApiProcess } from '../support/due-subscriptions';
import { eventually } from '../support/test-app';

/**
 * `npm start` (the API with its worker in-process) started a second time on a port already in
 * use: it exits non-zero, saying which port, before its worker takes any job. On a free port the
 * same process takes the job once it listens.
 */
jest.setTimeout(600_000);

// Its own database and Redis prefix (own-test-database): no other file's worker takes the job, and this process relays no other file's outbox.
const queue = new Queue('scheduled', { connection: bullConnectionFrom(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix: `${process.env.REDIS_PREFIX}:bull` });
const processes: ChildProcess[] = [];
let holder: Server;

const startApi = (port: number) => {
  const api = startApiProcess(apiProcessEnv(port));
  processes.push(api);
  return api;
};

beforeAll(async () => {
  await createOwnDatabase();
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, resolve));
});
afterAll(async () => {
  await Promise.all(processes.map((child) => killWorker(child, 'SIGTERM')));
  await queue.close();
  if (holder.listening) await new Promise((resolve) => holder.close(resolve));
  await dropOwnDatabase();
});

it('exits non-zero, naming the port, before its in-process worker takes a job; on a free port it takes the job', async () => {
  const port = (holder.address() as AddressInfo).port;
  const job = await queue.add(JobName.SweepIdentityChecks, {}, { jobId: 'waiting-before-start', removeOnComplete: false, removeOnFail: false });

  const second = startApi(port);
  expect(await exitCodeOf(second)).toBe(1);
  expect(outputOf(second)).toContain(`Cannot listen on port ${port}: another process is already using it. Exiting before taking any job.`);
  expect(outputOf(second)).not.toContain('Shop ready');
  expect(await (await Job.fromId(queue, job.id!))!.getState()).toBe('waiting');

  await new Promise((resolve) => holder.close(resolve));
  const first = startApi(port);
  await logged(first, `Shop ready on http://localhost:${port}`);
  await eventually(async () => ((await (await Job.fromId(queue, job.id!))!.getState()) === 'completed' ? true : undefined), 60_000);
});
