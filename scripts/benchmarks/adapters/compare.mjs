/**
 * ADR 0012's figures (not a test): the minimal Nest app (minimal-nest.cjs) on Express and on
 * Fastify, alternated twice under the same load (autocannon, 50 connections, 10 s each, after
 * a 2 s warm-up). Usage: node scripts/benchmarks/adapters/compare.mjs [--database <url>] [--port 3422]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const DATABASE = option('--database', 'postgres://postgres@127.0.0.1:5432/bench_cold_start');
const PORT = option('--port', '3422');
const PATH = option('--path', '/catalogue/treatments/acne');
const APP = new URL('./minimal-nest.cjs', import.meta.url).pathname;

async function measure(adapter) {
  const server = spawn(process.execPath, [APP, adapter, PORT, DATABASE], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ready) => server.stdout.once('data', ready));
  const url = `http://127.0.0.1:${PORT}${PATH}`;
  await autocannon({ url, connections: 50, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  return { adapter, rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') };
}

const rows = [];
for (const round of [1, 2]) for (const adapter of ['express', 'fastify']) rows.push({ round, ...(await measure(adapter)) });
console.log(`Minimal Nest 11 app, GET ${PATH} from pg, autocannon -c 50 -d 10, ${new Date().toISOString()}`);
console.log('| round | adapter | req/s | p99 | non-2xx | load average after |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.round} | ${row.adapter} | ${row.rps} | ${row.p99} ms | ${row.non2xx} | ${row.load} |`);
