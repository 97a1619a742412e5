/**
 * Signed-in reads benchmark (not a test): the reads behind a signed-in page, as the public-reads
 * benchmark measures the public ones. Starts the shop's production build on a fresh database with
 * its demo data and, beside it, the anchor (scripts/benchmarks/anchors/signed-in-reads-anchor.ts):
 * plain fastify, pg and ioredis reading the same session from Redis and answering the same JSON
 * from the same tables. Signs the demo customer and the demo admin in once over HTTP (the admin
 * with the demo second factor), checks the two servers answer alike, then alternates them twice
 * under the same load (autocannon, 50 connections) and prints each path's req/s, p99, ratio to the
 * anchor, CPU per request of each server process, the shop's statements per request and the load average.
 *
 * Usage: npm run build && npm run bench:signed-in [-- --duration 8 --connections 50 --entry dist/server/api.js]
 *        --check-only: stop once the two servers are found to answer alike.
 *        --profile <dir>: instead, profile the shop (node --cpu-prof, unbundled dist/src/main.js so each
 *        package shows by its path) under the dashboard's load and print where its CPU time went;
 *        with --path <path>, under that path's load instead (one of the paths measured).
 * Targets (docs/benchmarks.md): each read >= 0.5 of the anchor with p99 <= 50 ms.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import { dropDatabaseAt } from './bench-database';
import { processCpuSeconds } from './cpu-time';
import { summariseProfile } from './cpu-profile-summary';
import { ADMIN, CUSTOMER, signIn, waitFor } from './signed-in-sessions';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const DURATION_S = Number(option('--duration', '8'));
const CONNECTIONS = Number(option('--connections', '50'));
const PROFILE_DIR = args.includes('--profile') ? resolve(option('--profile', 'profiles')) : null;
const ENTRY = PROFILE_DIR ? 'dist/src/main.js' : option('--entry', 'dist/server/api.js');
const SERVER_URL = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `bench_signed_in_${process.pid}`;
const DATABASE_URL = SERVER_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const SHOP = 'http://127.0.0.1:3293';
const ANCHOR = 'http://127.0.0.1:3294';
const SESSION_SECRET = 'signed-in-reads-benchmark-session-secret';

type Who = 'customer' | 'admin';
const PATHS: { path: string; who: Who }[] = [
  { path: '/v2/profile/data/subscriptions', who: 'customer' },
  { path: '/v2/profile/data/chat', who: 'customer' },
  { path: '/v2/profile/data/photos', who: 'customer' },
  { path: '/v2/admin/form/get-subscriptions', who: 'admin' },
  { path: '/v2/admin/form/get-subscriptions?status=all&keyword=bennett', who: 'admin' },
];
const TARGET = { ratio: 0.5, p99: 50 };

const children: ChildProcess[] = [];
function start(command: string, commandArgs: string[], port: number): ChildProcess {
  const child = spawn(command, commandArgs, {
    env: { ...process.env, PORT: String(port), DATABASE_URL, REDIS_PREFIX: `bench-signed-in-${process.pid}`, SESSION_SECRET, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The demo customer's treatment with a supply shipped (the seed approves and ships one): the fullest staff detail. */
async function shippedDemoSubscription(customerCookie: string): Promise<number> {
  const response = await fetch(`${SHOP}/v2/profile/data/subscriptions`, { headers: { cookie: customerCookie } });
  const { subscriptions } = (await response.json()) as { subscriptions: { id: number; last_shipment: unknown }[] };
  const shipped = subscriptions.find((subscription) => subscription.last_shipment);
  if (!shipped) throw new Error('The demo customer has no shipped treatment');
  return shipped.id;
}

interface Measurement { rate: number; p99: number; load: number; cpuMsPerRequest: number }

async function measure(base: string, path: string, cookie: string, pid: number): Promise<Measurement> {
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S, headers: { accept: 'application/json', cookie } });
  const cpuSeconds = processCpuSeconds(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${base}${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rate: result.requests.average, p99: result.latency.p99, load: loadavg()[0]!, cpuMsPerRequest: (cpuSeconds * 1000) / result.requests.total };
}

async function sameAnswers(cookies: Record<Who, string>): Promise<void> {
  for (const { path, who } of PATHS) {
    const [shop, anchor] = await Promise.all([SHOP, ANCHOR].map(async (base) => {
      const response = await fetch(base + path, { headers: { cookie: cookies[who], accept: 'application/json' } });
      if (!response.ok) throw new Error(`${base}${path}: ${response.status} ${await response.text()}`);
      return response.json();
    }));
    if (!isDeepStrictEqual(shop, anchor)) {
      console.error(`shop:   ${JSON.stringify(shop)}\nanchor: ${JSON.stringify(anchor)}`);
      throw new Error(`The anchor's ${path} differs from the shop's: fix the anchor before measuring`);
    }
    console.log(`${path}: alike, ${JSON.stringify(shop).length} bytes${process.env.SHOW_ANSWERS ? `\n${JSON.stringify(shop)}` : ''}`);
  }
}

/**
 * The shop's statements per request for each path, from the database's committed transactions:
 * each read outside a transaction is one (the anchor's are one per request by construction). An
 * idle backend reports its counts within 10 s (PostgreSQL 15), hence the wait after each path.
 */
async function statementsPerRequest(admin: Client, cookies: Record<Who, string>): Promise<Map<string, number>> {
  const committed = async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const { rows } = await admin.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = $1', [DATABASE]);
    return Number(rows[0]!.n);
  };
  const requests = 100;
  const counts = new Map<string, number>();
  let before = await committed();
  for (const { path, who } of PATHS) {
    for (let i = 0; i < requests; i++) await fetch(SHOP + path, { headers: { cookie: cookies[who] } }).then((response) => response.arrayBuffer());
    const after = await committed();
    counts.set(path, (after - before) / requests);
    before = after;
  }
  return counts;
}

async function profileDashboard(shop: ChildProcess, spawnedAt: number, cookies: Record<Who, string>): Promise<void> {
  const { path, who } = PATHS.find((each) => each.path === option('--path', PATHS[0]!.path)) ?? PATHS[0]!;
  await measure(SHOP, path, cookies[who], shop.pid!); // warm-up
  const from = performance.now() - spawnedAt;
  const measured = await measure(SHOP, path, cookies[who], shop.pid!);
  const to = performance.now() - spawnedAt;
  console.log(`${path} under the profiler: ${Math.round(measured.rate)} req/s, p99 ${measured.p99} ms, ${measured.cpuMsPerRequest.toFixed(2)} CPU ms a request, load ${measured.load.toFixed(2)}`);
  shop.kill('SIGTERM');
  // The profile is written as the process exits.
  await new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error('The shop did not exit within 30 s of SIGTERM')), 30_000);
    shop.once('exit', () => resolve(clearTimeout(late)));
  });
  const file = readdirSync(PROFILE_DIR!).filter((name) => name.endsWith('.cpuprofile') && name.includes(`.${shop.pid}.`))[0];
  if (!file) throw new Error(`No profile of process ${shop.pid} in ${PROFILE_DIR}`);
  console.log(`profile: ${join(PROFILE_DIR!, file)} (window ${Math.round(from)}-${Math.round(to)} ms after spawn)\n`);
  console.log(summariseProfile(join(PROFILE_DIR!, file), { fromMs: from, toMs: to, requests: measured.rate * DURATION_S }));
}

async function main(): Promise<void> {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  try {
    // The shop migrates and seeds its own database on start; the anchor reads the same one.
    const spawnedAt = performance.now();
    const shop = start('node', PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, ENTRY] : [ENTRY], 3293);
    await waitFor(`${SHOP}/health/ready`);
    const anchor = start('node', ['-r', 'ts-node/register/transpile-only', 'scripts/benchmarks/anchors/signed-in-reads-anchor.ts'], 3294);
    await waitFor(`${ANCHOR}/v2/profile/data/chat`, true);
    const cookies: Record<Who, string> = { customer: await signIn(SHOP, CUSTOMER), admin: await signIn(SHOP, ADMIN) };
    PATHS.push({ path: `/v2/admin/data/subscription?id=${await shippedDemoSubscription(cookies.customer)}`, who: 'admin' });
    await sameAnswers(cookies);
    if (args.includes('--check-only')) return console.log('The anchor answers every path as the shop does.');
    if (PROFILE_DIR) return await profileDashboard(shop, spawnedAt, cookies);
    const statements = await statementsPerRequest(admin, cookies);
    for (const { path, who } of PATHS) await measure(SHOP, path, cookies[who], shop.pid!); // warm-up: JIT, caches, pools
    const rounds: Record<string, { shop: Measurement; anchor: Measurement }[]> = {};
    for (let round = 0; round < 2; round++) {
      for (const { path, who } of PATHS) {
        const shopRun = await measure(SHOP, path, cookies[who], shop.pid!);
        // The anchor runs right after the shop in the same round, so both see the same machine.
        const anchorRun = await measure(ANCHOR, path, cookies[who], anchor.pid!);
        (rounds[path] ??= []).push({ shop: shopRun, anchor: anchorRun });
      }
    }
    console.log(`${ENTRY}, ${CONNECTIONS} connections, ${DURATION_S} s per measurement, two alternated rounds; ${new Date().toISOString()}\n`);
    console.log('| path | round | shop req/s | shop p99 ms | anchor req/s | anchor p99 ms | ratio | met (≥ 0.5, p99 ≤ 50 ms) | CPU ms/req shop / anchor | shop statements/req | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { path } of PATHS) {
      rounds[path]!.forEach(({ shop: s, anchor: a }, round) => {
        const ratio = s.rate / a.rate;
        const met = ratio >= TARGET.ratio && s.p99 <= TARGET.p99 ? 'yes' : 'no';
        console.log(
          `| \`${path}\` | ${round + 1} | ${Math.round(s.rate)} | ${s.p99} | ${Math.round(a.rate)} | ${a.p99} | ${ratio.toFixed(2)} | ${met} | ${s.cpuMsPerRequest.toFixed(2)} / ${a.cpuMsPerRequest.toFixed(2)} | ${statements.get(path)!.toFixed(1)} | ${s.load.toFixed(2)} |`,
        );
      });
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.end();
    await dropDatabaseAt(SERVER_URL, DATABASE);
  }
}

main().catch((error) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exitCode = 1;
});
