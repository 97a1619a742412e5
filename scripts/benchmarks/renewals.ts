/**
 * Renewal benchmark (not a test): 10,000 subscriptions due at once, renewed by ONE worker
 * process (`dist/workers/main.js`, sandbox gateway) while the API (`dist/src/main.js`) answers
 * a steady stream of requests. Needs `npm run build:server` first (or `npm run build`).
 *   npm run bench:renewals [-- --count 10000 --port 3205 --dist dist --niceness N --profile DIR]
 * `--niceness N` runs the worker with WORKER_NICENESS=N instead of its default.
 * `--profile DIR` writes the worker's CPU profile there (open it in Chrome's DevTools).
 * Prints a Markdown summary for docs/benchmarks.md. Targets: all renewed within 60 s of the
 * sweep, no subscription charged twice, API p95 during the batch under twice its idle p95.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { createOwnDatabaseAt, dropDatabaseAt } from './bench-database';
import { processCpuSeconds } from './cpu-time';
import { renewalCounts, seedDueSubscriptions } from '../../test/support/due-subscriptions';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const COUNT = Number(option('--count', '10000'));
const PORT = Number(option('--port', '3205'));
/** Where the compiled API and worker are (`dist` after `npm run build:server`). */
const DIST = option('--dist', 'dist');
/** A folder to write the worker's CPU profile to (`node --cpu-prof`), for finding where its time goes. */
const NICENESS: Record<string, string> = args.includes('--niceness') ? { WORKER_NICENESS: option('--niceness', '19') } : {};
const PROFILE_DIR = args.includes('--profile') ? option('--profile', 'profiles') : undefined;
const ROOT = join(__dirname, '..', '..');
const DATABASE = `shop_bench_renewals_${Date.now().toString(36)}`;
const SERVER_URL = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = SERVER_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const REDIS_PREFIX = `bench-renewals-${Date.now().toString(36)}`;
// A public page's data read from the database on every request (the shop's treatments).
const PROBE = `http://127.0.0.1:${PORT}/catalogue/shop`;

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL, REDIS_PREFIX, LOG_LEVEL: 'warn', PORT: String(PORT), APP_URL: `http://localhost:${PORT}`, WEB_MODE: 'none', RUN_MIGRATIONS_ON_START: 'false', SESSION_SECRET: 'benchmark-only-session-secret-0123456789' };

function start(entry: string, nodeFlags: string[] = [], extraEnv: Record<string, string> = {}): ChildProcess {
  // NODE_ENV=development: no SMTP or Stripe keys needed (emails go to the local mailbox, payments to the sandbox).
  return spawn(process.execPath, [...nodeFlags, join(ROOT, entry)], { cwd: ROOT, env: { ...env, NODE_ENV: 'development', ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function untilOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Requests one after another (a browser's worth of load, not a flood), latencies in ms. */
async function probe(until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(PROBE);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function main(): Promise<void> {
  await createOwnDatabaseAt(SERVER_URL, DATABASE);
  const dueOn = ukCalendarDate(new Date(Date.now() - 86_400_000));
  const processes: ChildProcess[] = [];
  try {
    await seedDueSubscriptions(DATABASE_URL, COUNT, dueOn, { withCustomers: true });
    const api = start(`${DIST}/src/main.js`);
    processes.push(api);
    await untilOk(PROBE, 120_000);

    // Idle: the API alone, warmed up first.
    await probe(((end) => () => Date.now() > end)(Date.now() + 3_000));
    const idle = await probe(((end) => () => Date.now() > end)(Date.now() + 15_000));

    // The batch: one worker; its scheduler sweeps at start and queues every due renewal.
    let done = false;
    const busyProbe = probe(() => done);
    const worker = start(`${DIST}/workers/main.js`, PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [], NICENESS);
    processes.push(worker);
    const sweepStarted = await firstRenewalQueued();
    const cpuAtStart = processCpuSeconds(worker.pid!);
    await untilCounted(`select count(distinct subscription_id)::int as n from payment where due_on = $1::date and status = 'succeeded'`, [dueOn], sweepStarted);
    const finishedAt = Date.now();
    const workerCpu = processCpuSeconds(worker.pid!) - cpuAtStart;
    done = true;
    const busy = await busyProbe;
    // The after-commit work each renewal leaves: its order-risk check and its receipt email.
    await untilCounted(`select count(*)::int as n from order_risk_check where occasion like 'renewal:%'`, [], sweepStarted);
    await untilCounted(`select count(*)::int as n from mailbox_message where subject like 'Receipt:%'`, [], sweepStarted);
    const afterworkDoneAt = Date.now();
    const afterworkCpu = processCpuSeconds(worker.pid!) - cpuAtStart;
    const counts = await renewalCounts(DATABASE_URL, dueOn);
    const seconds = (finishedAt - sweepStarted) / 1000;

    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`Renewals benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${COUNT} subscriptions due at once, one worker process, sandbox gateway (load average at the end ${load})\n`);
    console.log('| measure | value | target |');
    console.log('| --- | --- | --- |');
    console.log(`| all renewed (first renewal queued to last recorded) | ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} renewals/s) | <= 20 s |`);
    console.log(`| renewed / charges at the sandbox / payment rows | ${counts.renewed} / ${counts.charges} / ${counts.records} | ${COUNT} each |`);
    console.log(`| subscriptions charged more than once | ${counts.duplicates.length} | 0 |`);
    console.log(`| worker CPU during the batch | ${workerCpu.toFixed(1)} s (${((workerCpu * 1000) / COUNT).toFixed(1)} ms per renewal, receipt email included) | |`);
    console.log(`| and every order-risk check and receipt email done | ${((afterworkDoneAt - sweepStarted) / 1000).toFixed(1)} s, worker CPU ${afterworkCpu.toFixed(1)} s (${((afterworkCpu * 1000) / COUNT).toFixed(1)} ms per renewal) | |`);
    console.log(`| API p95 idle (${idle.length} requests to /catalogue/shop) | ${percentile(idle, 95).toFixed(1)} ms (median ${percentile(idle, 50).toFixed(1)} ms) | |`);
    console.log(`| API p95 during the batch (${busy.length} requests) | ${percentile(busy, 95).toFixed(1)} ms (median ${percentile(busy, 50).toFixed(1)} ms) | < ${(2 * percentile(idle, 95)).toFixed(1)} ms (2x idle) |`);
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await dropDatabaseAt(SERVER_URL, DATABASE);
    await dropRedisKeys(`${REDIS_PREFIX}:*`);
  }
}

/** The run's queues and jobs (kept an hour after completion otherwise). */
async function dropRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  for await (const keys of redis.scanStream({ match: pattern, count: 1000 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.unlink(...keys);
  }
  await redis.quit();
}

/**
 * Waits until `sql` counts COUNT, asking once every 200 ms on one connection. The harness must
 * not load the machine it measures: a new connection and the full `renewalCounts` (a scan of
 * every payment intent's JSON) five times a second competed with the API for the CPU.
 */
async function untilCounted(sql: string, params: unknown[], sweepStarted: number): Promise<void> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(sql, params);
      const counted = (rows[0] as { n: number }).n;
      if (counted >= COUNT) return;
      if (Date.now() - sweepStarted > 1_800_000) throw new Error(`Only ${counted} of ${COUNT} in 30 minutes: ${sql}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/**
 * When the sweep queued the first renewal: the batch's start, whatever the worker's boot took.
 * Not the first payment recorded, which a batch writes only when its last renewal is done.
 */
async function firstRenewalQueued(): Promise<number> {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queue = new Queue('renewals', { connection, prefix: `${REDIS_PREFIX}:bull` });
  try {
    for (;;) {
      const jobs = await queue.getJobs(['waiting', 'active', 'completed'], 0, 20);
      if (jobs.some((job) => job.name !== 'renewals.sweep')) return Date.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await queue.close();
    await connection.quit(); // a connection handed to BullMQ is the caller's to close
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
