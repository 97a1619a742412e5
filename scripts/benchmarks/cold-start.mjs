/**
 * Cold-start benchmark (not a test): starts the production build of the API
 * (`node dist/server/api.js`, NODE_ENV=production) on an already migrated database N
 * times and measures the milliseconds from spawn to the first 200 from
 * `/health/ready`. The first start migrates and loads the reference data and is not
 * counted; it runs on for WARM_MS, as a deploy's first start serves for a while, which
 * lets the launcher keep its V8 code cache (scripts/bundle-server/launch.cjs). Usage,
 * after `npm run build`:
 *   npm run bench:cold-start -- [--runs 7] [--port 3421] [--database bench_cold_start] [--web none|static] [--build dist] [--entry server/api.js]
 * (`--build` names another compiled copy of the repo's dist, e.g. an earlier commit's, to compare;
 * `--entry src/main.js` starts the unbundled API.)
 * Target (issue 20): median <= 1.5 s.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option('--runs', '7'));
const PORT = Number(option('--port', '3421'));
const DATABASE = option('--database', 'bench_cold_start');
const WEB_MODE = option('--web', 'static');
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const MAIN = resolve(import.meta.dirname, '..', '..', option('--build', 'dist'), option('--entry', 'server/api.js'));

/** What production insists on, with placeholder values: nothing here is charged, mailed or signed for real. */
const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  APP_URL: `http://127.0.0.1:${PORT}`,
  WEB_MODE,
  DATABASE_URL: `${SERVER}/${DATABASE}`,
  REDIS_PREFIX: `bench-cold-start-${PORT}`,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  SIGNING_KEY_SECRET: 'bench-signing-key-secret-bench-signing-key',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'bench-twilio-auth-token',
  TWILIO_FROM: '+447700900000',
  IDENTITY_VERIFICATION: 'manual',
  BUSINESS_TRADING_NAME: 'Bench Skin',
  BUSINESS_LEGAL_NAME: 'Bench Skin Ltd',
  BUSINESS_COMPANY_NUMBER: '12345678',
  BUSINESS_REGISTERED_ADDRESS: '1 Bench Street, London, E1 1AA',
  BUSINESS_EMAIL: 'hello@example.com',
  BUSINESS_PHONE: '020 7946 0000',
  BUSINESS_ICO_NUMBER: 'ZA123456',
  PHARMACY_NAME: 'Bench Pharmacy',
  PHARMACY_GPHC_NUMBER: '1234567',
  SUPERINTENDENT_PHARMACIST_NAME: 'A Pharmacist',
  SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: '2012345',
  CQC_PROVIDER_ID: '1-000000000',
};

async function ensureDatabase() {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (rowCount === 0) await client.query(`CREATE DATABASE "${DATABASE}"`);
  await client.end();
}

/** Milliseconds from spawn to the first 200 from /health/ready; the process is stopped afterwards. */
async function startOnce({ stayUpMs = 0 } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...PRODUCTION_ENVIRONMENT }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`The API exited before it was ready:\n${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/health/ready`).then((response) => response.status === 200, () => false);
      if (ready) {
        const readyAfter = performance.now() - started;
        await new Promise((done) => setTimeout(done, stayUpMs));
        return readyAfter;
      }
      if (performance.now() - started > 60_000) throw new Error(`Not ready after 60 s:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (exited ? done() : child.once('exit', done)));
  }
}

await ensureDatabase();
const WARM_MS = 12_000;
const first = await startOnce({ stayUpMs: WARM_MS });
const times = [];
for (let run = 0; run < RUNS; run++) times.push(await startOnce());
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const load = readFileSync('/proc/loadavg', 'utf8').trim();
console.log(`Cold start to /health/ready, production build (${MAIN}), WEB_MODE=${WEB_MODE}, migrated database ${DATABASE}, ${new Date().toISOString()}`);
console.log(`first start (migrates, loads reference data, then serves ${WARM_MS / 1000} s): ${Math.round(first)} ms, not counted`);
console.log(`runs (ms): ${times.map((time) => Math.round(time)).join(', ')}`);
console.log(`median: ${Math.round(median)} ms, min ${Math.round(sorted[0])} ms, max ${Math.round(sorted.at(-1))} ms`);
console.log(`load average (/proc/loadavg): ${load}`);
