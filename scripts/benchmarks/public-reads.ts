/**
 * Public-reads benchmark (issue 20; not a test). Starts the shop's production build on a fresh
 * database with its demo data and, beside it, the anchor (scripts/benchmarks/anchors/): plain
 * fastify and pg answering the same JSON from the same tables. Checks the two answer alike, then
 * alternates them twice under the same load (autocannon, 50 connections) and prints each path's
 * req/s, p99 and ratio to the anchor, with the load average at each measurement.
 *
 * Usage: npm run build && npm run bench:public-reads [-- --duration 10 --connections 50]
 * Targets (docs/benchmarks.md): JSON reads >= 0.5 of the anchor with p99 <= 20 ms; server-rendered
 * pages >= 0.3 of the anchor's JSON rate (its treatment read) with p99 <= 50 ms.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { loadavg } from 'node:os';
import { Client } from 'pg';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const DURATION_S = Number(option('--duration', '10'));
const CONNECTIONS = Number(option('--connections', '50'));
const SERVER_URL = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `bench_public_reads_${process.pid}`;
const DATABASE_URL = SERVER_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const SHOP = 'http://127.0.0.1:3291';
const ANCHOR = 'http://127.0.0.1:3292';

/** Each measured path, and the anchor path its rate is compared with. */
const PATHS: { path: string; kind: 'json' | 'html'; anchorPath: string }[] = [
  { path: '/catalogue/treatments/acne', kind: 'json', anchorPath: '/catalogue/treatments/acne' },
  { path: '/catalogue/shop', kind: 'json', anchorPath: '/catalogue/shop' },
  { path: '/shop/acne', kind: 'html', anchorPath: '/catalogue/treatments/acne' },
  { path: '/', kind: 'html', anchorPath: '/catalogue/treatments/acne' },
];
const TARGETS = { json: { ratio: 0.5, p99: 20 }, html: { ratio: 0.3, p99: 50 } };

const children: ChildProcess[] = [];
function start(command: string, commandArgs: string[], port: number): void {
  const child = spawn(command, commandArgs, {
    env: { ...process.env, PORT: String(port), DATABASE_URL, REDIS_PREFIX: `bench-public-reads-${process.pid}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

async function measure(base: string, path: string, kind: 'json' | 'html') {
  const result = await autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { accept: kind === 'html' ? 'text/html' : 'application/json' },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${base}${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rate: result.requests.average, p99: result.latency.p99, load: loadavg()[0]! };
}

async function sameAnswers(): Promise<void> {
  for (const { path } of PATHS.filter((entry) => entry.kind === 'json')) {
    const [shop, anchor] = await Promise.all([SHOP, ANCHOR].map(async (base) => (await fetch(base + path)).json()));
    if (!isDeepStrictEqual(shop, anchor)) throw new Error(`The anchor's ${path} differs from the shop's: fix the anchor before measuring`);
  }
}

async function main(): Promise<void> {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  try {
    // The shop migrates and seeds its own database on start; the anchor reads the same one.
    start('node', ['dist/src/main.js'], 3291);
    await waitFor(`${SHOP}/health/ready`);
    start('node', ['-r', 'ts-node/register/transpile-only', 'scripts/benchmarks/anchors/public-reads-anchor.ts'], 3292);
    await waitFor(`${ANCHOR}/catalogue/shop`);
    await sameAnswers();
    for (const { path, kind } of PATHS) await measure(SHOP, path, kind); // warm-up: JIT, caches, pools
    const rounds: Record<string, { shop: Awaited<ReturnType<typeof measure>>; anchor: Awaited<ReturnType<typeof measure>> }[]> = {};
    const anchorRates = new Map<string, Awaited<ReturnType<typeof measure>>>();
    for (let round = 0; round < 2; round++) {
      for (const { path, kind, anchorPath } of PATHS) {
        const shop = await measure(SHOP, path, kind);
        // The anchor runs right after the shop in the same round, so both see the same machine.
        const anchor = kind === 'json' ? await measure(ANCHOR, anchorPath, 'json') : anchorRates.get(anchorPath)!;
        anchorRates.set(anchorPath, anchor);
        (rounds[path] ??= []).push({ shop, anchor });
      }
    }
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per measurement, two alternated rounds; ${new Date().toISOString()}\n`);
    console.log('| path | round | shop req/s | shop p99 ms | anchor req/s | ratio | target | met | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const { path, kind } of PATHS) {
      rounds[path]!.forEach(({ shop, anchor }, round) => {
        const ratio = shop.rate / anchor.rate;
        const target = TARGETS[kind];
        const met = ratio >= target.ratio && shop.p99 <= target.p99 ? 'yes' : 'no';
        console.log(`| \`${path}\` | ${round + 1} | ${Math.round(shop.rate)} | ${shop.p99} | ${Math.round(anchor.rate)} | ${ratio.toFixed(2)} | ≥ ${target.ratio}, p99 ≤ ${target.p99} ms | ${met} | ${shop.load.toFixed(2)} |`);
      });
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists "${DATABASE}" with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exitCode = 1;
});
