import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Many active subscriptions due on one date, written straight into the tables (as if each
 * customer had checked out and been approved): a sandbox customer with a working saved
 * card (the subscription's card, as checkout records it), a billing account, a plan of two supplies, the first paid and shipped, and the prescription it was approved with. For the tests and
 * the benchmark that need hundreds or thousands at once.
 */
export async function seedDueSubscriptions(databaseUrl: string, count: number, dueOn: string, { withCustomers = false } = {}): Promise<{ firstUserId: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const firstUserId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
    await client.query('begin');
    await client.query(
      `insert into sandbox_gateway_object (id, kind, customer_id, data, created_at)
       select 'cus_due_' || u, 'customer', null, '{}'::jsonb, now() from generate_series($1::int, $1::int + $2::int - 1) u
       union all
       select 'pm_due_' || u, 'payment_method', 'cus_due_' || u,
              '{"brand":"visa","last4":"4242","expMonth":12,"expYear":2034,"holderName":null,"behaviour":"succeeds"}'::jsonb, now()
         from generate_series($1::int, $1::int + $2::int - 1) u`,
      [firstUserId, count],
    );
    // With customer accounts, each renewal also sends its receipt email, as in production.
    if (withCustomers) {
      await client.query(
        `insert into users (id, email, password_hash, role, first_name, last_name, referral_code, email_verified_at, created_at, updated_at)
         select u, 'renewal-' || u || '@example.com', 'not-a-real-hash', 'customer', 'Priya', 'Shah', 'R' || u, now(), now(), now()
           from generate_series($1::int, $1::int + $2::int - 1) u`,
        [firstUserId, count],
      );
    }
    await client.query(
      `insert into billing_account (user_id, gateway_customer_id, credit_pence)
       select u, 'cus_due_' || u, 0 from generate_series($1::int, $1::int + $2::int - 1) u`,
      [firstUserId, count],
    );
    await client.query(
      `with created as (
         insert into subscription (user_id, status, condition, treatment_plan_id, price_pence, due_at, payment_method_id, created_at)
         select u, 'active', 'acne', 0, 4840, $3::date, 'pm_due_' || u, now() from generate_series($1::int, $1::int + $2::int - 1) u
         returning id)
       insert into subscription_item (subscription_id, position, catalogue_item_id, code, name, price_pence, interval, interval_count, status)
       select id, p, 0, case when p = 0 then '810C' else '811C' end, 'Acne formula', 4840, 'month', 2,
              (case when p = 0 then 'paid' else 'upcoming' end)::subscription_item_status
         from created, generate_series(0, 1) p`,
      [firstUserId, count, dueOn],
    );
    // The prescription each was approved with: renewed supplies are dispensed against it.
    await client.query(
      `insert into prescription (subscription_id, subscription_item_id, patient_user_id, patient_name, patient_address, prescriber_user_id, prescriber_name,
                                 prescriber_professional_body, prescriber_registration_number, prescriber_address, prescribed_on, expires_on, item_code,
                                 medicine_name, form, strength, quantity, directions, created_at)
       select s.id, i.id, s.user_id, 'Priya Shah', '1 Test Street\nLondon\nSW1A 1AA', 0, 'Dr Test Prescriber', 'GMC', '7000000', '1 Clinic Road\nLondon',
              $3::date - 60, $3::date + 300, i.code, 'Acne formula', 'cream', 'tretinoin 0.025%', '30 g', 'Apply a thin layer at night.', now()
         from subscription s join subscription_item i on i.subscription_id = s.id and i.position = 0
        where s.user_id between $1::int and $1::int + $2::int - 1`,
      [firstUserId, count, dueOn],
    );
    // Its lines, as a prescriber approving the acne plan with the default six supplies writes them.
    await client.query(
      `insert into prescription_line (prescription_id, line_number, item_code, medicine_name, form, strength, quantity, directions, supplies_authorised, min_interval_days)
       select p.id, l.n, l.code, 'Acne formula', 'cream', 'tretinoin 0.025%', '30 g', 'Apply a thin layer at night.', l.supplies, 56
         from prescription p, (values (1, '810C', 1), (2, '811C', 5)) l(n, code, supplies)
        where p.patient_user_id between $1::int and $1::int + $2::int - 1`,
      [firstUserId, count],
    );
    await client.query(
      `insert into prescription_supply (prescription_id, line_id, supply_number, subscription_item_id, supplied_on, created_at)
       select p.id, l.id, 1, p.subscription_item_id, p.prescribed_on, now()
         from prescription p join prescription_line l on l.prescription_id = p.id and l.line_number = 1
        where p.patient_user_id between $1::int and $1::int + $2::int - 1`,
      [firstUserId, count],
    );
    // The first supply went out against it (renewed supplies follow this order onto the dispatch list).
    await client.query(
      `insert into fulfilment_order (subscription_id, subscription_item_id, user_id, prescription_id, customer_name, treatment, quantity, status, dispatched_on, created_at)
       select p.subscription_id, p.subscription_item_id, p.patient_user_id, p.id, p.patient_name, p.medicine_name, p.quantity, 'shipped', p.prescribed_on, now()
         from prescription p where p.patient_user_id between $1::int and $1::int + $2::int - 1`,
      [firstUserId, count],
    );
    await client.query('commit');
    return { firstUserId };
  } finally {
    await client.end();
  }
}

export interface RenewalCounts {
  /** Subscriptions renewed for that due date (a succeeded renewal payment). */
  renewed: number;
  /** Succeeded provider payments per subscription, for those with more than one renewal charge: must stay empty. */
  duplicates: { subscriptionId: number; charges: number }[];
  /** Succeeded provider payments for renewals in all. */
  charges: number;
  /** Renewal payment rows. */
  records: number;
}

/** Reads the sandbox's books and ours: how many were renewed, and whether anyone was charged twice. */
export async function renewalCounts(databaseUrl: string, dueOn: string): Promise<RenewalCounts> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const renewed = await client.query(`select count(distinct subscription_id)::int as n from payment where due_on = $1::date and status = 'succeeded'`, [dueOn]);
    const perSubscription = await client.query(
      `select (data->'metadata'->>'subscriptionId')::int as subscription_id, count(*)::int as charges
         from sandbox_gateway_object
        where kind = 'payment_intent' and data->>'status' = 'succeeded' and data->'metadata'->>'dueOn' = $1
        group by 1`,
      [dueOn],
    );
    const records = await client.query(`select count(*)::int as n from payment where due_on = $1::date`, [dueOn]);
    const rows = perSubscription.rows as { subscription_id: number; charges: number }[];
    return {
      renewed: renewed.rows[0].n as number,
      duplicates: rows.filter((row) => row.charges > 1).map((row) => ({ subscriptionId: row.subscription_id, charges: row.charges })),
      charges: rows.reduce((sum, row) => sum + row.charges, 0),
      records: records.rows[0].n as number,
    };
  } finally {
    await client.end();
  }
}

const workerOutputs = new Map<ChildProcess, string[]>();

/** What a worker or API process printed (its last 200 chunks). */
export const outputOf = (child: ChildProcess) => (workerOutputs.get(child) ?? []).join('');

const ROOT = join(__dirname, '..', '..');

/**
 * How a test starts the shop's own processes: from source through ts-node, or with
 * TEST_PROCESSES=dist (`npm test` builds first) the compiled entry in dist/, which starts in
 * seconds instead of tens of seconds on a busy machine. Every path is absolute, ts-node's and its
 * tsconfig's too, so a process started in another working directory finds its code as a deployed one does.
 */
function entryOf(source: string, compiled: string): { args: string[]; env: Record<string, string> } {
  if (process.env.TEST_PROCESSES === 'dist') return { args: [join(ROOT, 'dist', compiled)], env: {} };
  return { args: ['-r', require.resolve('ts-node/register/transpile-only'), join(ROOT, source)], env: { TS_NODE_PROJECT: join(ROOT, 'tsconfig.json') } };
}

export interface ProcessOptions {
  /** Its working directory, the project's by default. An empty one of its own shows it needs nothing beside it, as on a machine of its own. */
  cwd?: string;
}

/** `npm run worker`'s entry in its own process, on the given database and Redis prefix. */
export function startWorkerProcess(env: Record<string, string>, options: ProcessOptions = {}): ChildProcess {
  return startProcess(entryOf('workers/main.ts', 'workers/main.js'), env, options);
}

/**
 * The API's entry (`src/main.ts`) in its own process, with the same clean environment as a worker's. `node`: another
 * Node binary than the tests' own; `bundled`: from dist/, the single-file server bundle `npm start` runs.
 */
export function startApiProcess(env: Record<string, string>, options: ProcessOptions & { node?: string; bundled?: boolean } = {}): ChildProcess {
  return startProcess(entryOf('src/main.ts', options.bundled ? 'server/api.js' : 'src/main.js'), env, options);
}

function startProcess(entry: { args: string[]; env: Record<string, string> }, env: Record<string, string>, { cwd = ROOT, node = process.execPath }: ProcessOptions & { node?: string }): ChildProcess {
  const child = spawn(node, entry.args, {
    cwd,
    // A clean environment, as a deployed worker has: nothing of the test runner's own leaks in.
    // Normal CPU priority: the test runner's own suites share the machine, and a worker yielding to them would only make the test slow.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', WORKER_NICENESS: '0', ...entry.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its output is kept for the failure message of a test that waits on it in vain.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  workerOutputs.set(child, output);
  return child;
}

/** A port free now, for a process of the test's to listen on. */
/**
 * The environment of an API process listening on `port`: the test file's own database, Redis prefix
 * and file store, its worker in-process, no pages and no migrations, unless `overrides` says otherwise.
 */
export function apiProcessEnv(port: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_PREFIX: process.env.REDIS_PREFIX!,
    STORAGE_URL: process.env.STORAGE_URL!,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    RUN_WORKER_IN_PROCESS: 'true',
    RUN_MIGRATIONS_ON_START: 'false',
    WEB_MODE: 'none',
    ...overrides,
  };
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Resolves once the worker has booted (its 'Worker started' line), however long a loaded machine takes. */
export const workerReady = (child: ChildProcess, timeoutMs = 240_000) => logged(child, 'Worker started', timeoutMs);

/** Resolves once the process has logged a line starting with `message`; fails if it exits first or takes longer than `timeoutMs`. */
export async function logged(child: ChildProcess, message: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!outputOf(child).includes(`"msg":"${message}`)) {
    if (child.exitCode !== null) throw new Error(`The process exited with ${child.exitCode} before '${message}':\n${outputOf(child)}`);
    if (Date.now() > deadline) throw new Error(`The process did not log '${message}' within ${timeoutMs} ms:\n${outputOf(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process's exit code once it has exited by itself; fails if it is still running after `timeoutMs`. */
export function exitCodeOf(child: ChildProcess, timeoutMs = 240_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The process was still running after ${timeoutMs} ms:\n${outputOf(child)}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Ends a worker the hard way (no shutdown hooks: the job in hand is simply abandoned) and waits for it to be gone. */
export function killWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
