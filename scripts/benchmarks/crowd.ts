/**
 * Crowd benchmark (not a test): 200 signed-in customers and 20 staff using the shop at once for
 * 60 s, then a checker. Starts the shop's production build on a fresh database with its demo data,
 * adds the customers (each an active, prescribed treatment with a working card, due in 3 days:
 * test/support/due-subscriptions.ts), gives each a session of their own (a copy of a signed-in
 * session written to Redis: 220 password checks would be a benchmark of argon2) and lets each
 * customer and staff member do one thing after another as fast as the shop answers (a closed loop,
 * no think time: the worst a newsletter's crowd can do).
 * Customers: the dashboard, the chat (read and send), photos, a new delivery date, an add-on, send
 * now. Staff: the subscription list, a subscription's detail, a customer's chat (read and reply).
 *
 * The checker afterwards: no 5xx; p99 of every request at most 200 ms; every write answered 2xx
 * is in the database exactly once (a chat message, an add-on, a charge for the pressed due date),
 * a refused one not at all, and each treatment's delivery date is the one its last answer gave.
 *
 * Usage: npm run build && npm run bench:crowd [-- --duration 60 --customers 200 --staff 20 --think-ms 0 --entry dist/server/api.js]
 *        --think-ms N: each customer and staff member pauses a random 0-2N ms (N on average) between
 *        one thing and the next, as people reading a page do; 0 (the default) is the closed loop above.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { Pool } from 'undici';
import { addCalendarDays, ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { seedDueSubscriptions } from '../../test/support/due-subscriptions';
import { dropDatabaseAt } from './bench-database';
import { processCpuSeconds } from './cpu-time';
import { ADMIN, copySession, type CopiedSession, signIn, waitFor } from './signed-in-sessions';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const DURATION_S = Number(option('--duration', '60'));
const CUSTOMERS = Number(option('--customers', '200'));
const STAFF = Number(option('--staff', '20'));
const ENTRY = option('--entry', 'dist/server/api.js');
const THINK_MS = Number(option('--think-ms', '0'));
const SERVER_URL = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `bench_crowd_${process.pid}`;
const DATABASE_URL = SERVER_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const PORT = 3295;
const SHOP = `http://127.0.0.1:${PORT}`;
const REDIS_PREFIX = `bench-crowd-${process.pid}`;
const SESSION_SECRET = 'crowd-benchmark-session-secret-0123456789';
const TARGET = { p99: 200 };

/** What each customer does, by weight: mostly reading, as on a real account. */
const CUSTOMER_ACTIONS = { dashboard: 30, 'chat read': 20, 'chat send': 10, photos: 15, 'date change': 10, 'add-on': 8, 'send now': 7 } as const;
const STAFF_ACTIONS = { 'staff list': 30, 'staff detail': 30, 'staff chat read': 25, 'staff chat reply': 15 } as const;
type Action = keyof typeof CUSTOMER_ACTIONS | keyof typeof STAFF_ACTIONS;

interface Answer { action: Action; status: number; ms: number }
const answers: Answer[] = [];
/** What the checker compares with the database afterwards. */
const chatSent = new Map<string, number>();
const addOnsAdded: number[] = [];
const pressesPaid: { subscriptionId: number; dueOn: string }[] = [];
const lastDueAt = new Map<number, string | null>();

const pool = new Pool(SHOP, { connections: CUSTOMERS + STAFF + 10, pipelining: 1 });

async function call(action: Action, session: CopiedSession, method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; json: any }> {
  const started = performance.now();
  const response = await pool.request({
    method,
    path,
    headers: { cookie: session.cookie, accept: 'application/json', ...(body ? { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.body.text();
  answers.push({ action, status: response.statusCode, ms: performance.now() - started });
  return { status: response.statusCode, json: text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : null };
}

function pick<T extends string>(weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [name, weight] of entries) if ((roll -= weight) < 0) return name;
  return entries[0]![0];
}

const ok = (status: number) => status >= 200 && status < 300;

interface Customer { session: CopiedSession; userId: number; subscriptionId: number; dueAt: string }

async function customerTurn(customer: Customer, addOnIds: number[]): Promise<void> {
  const { session, subscriptionId } = customer;
  const action = pick(CUSTOMER_ACTIONS);
  switch (action) {
    case 'dashboard':
      return void (await call(action, session, 'GET', '/v2/profile/data/subscriptions'));
    case 'chat read':
      return void (await call(action, session, 'GET', '/v2/profile/data/chat'));
    case 'photos':
      return void (await call(action, session, 'GET', '/v2/profile/data/photos'));
    case 'chat send': {
      const message = `crowd ${randomUUID()}`;
      const { status } = await call(action, session, 'POST', '/v2/profile/form/chat', { message });
      return void chatSent.set(message, status);
    }
    case 'date change': {
      const dueAt = addCalendarDays(ukCalendarDate(new Date()), 2 + Math.floor(Math.random() * 80));
      const { status, json } = await call(action, session, 'POST', '/v2/subscription/form/update-date', { sub_id: subscriptionId, due_at: dueAt });
      if (ok(status)) lastDueAt.set(subscriptionId, (customer.dueAt = json.due_at));
      return;
    }
    case 'add-on': {
      const catalogueItemId = addOnIds[Math.floor(Math.random() * addOnIds.length)]!;
      const { status, json } = await call(action, session, 'POST', '/v2/subscription/form/add-on', { subscription: subscriptionId, catalogue_item_id: catalogueItemId, frequency: 'every-delivery' });
      if (ok(status)) addOnsAdded.push(json.id);
      return;
    }
    case 'send now': {
      const dueOn = customer.dueAt;
      const { status, json } = await call(action, session, 'POST', '/v2/subscription/form/send-now', { subscription: subscriptionId, due_on: dueOn });
      if (!ok(status)) return;
      if (json.outcome === 'paid') pressesPaid.push({ subscriptionId, dueOn });
      lastDueAt.set(subscriptionId, (customer.dueAt = json.due_at));
      return;
    }
  }
}

async function staffTurn(session: CopiedSession, customers: Customer[]): Promise<void> {
  const someone = customers[Math.floor(Math.random() * customers.length)]!;
  const action = pick(STAFF_ACTIONS);
  switch (action) {
    case 'staff list':
      return void (await call(action, session, 'GET', Math.random() < 0.5 ? '/v2/admin/form/get-subscriptions?status=active' : '/v2/admin/form/get-subscriptions?status=all&keyword=renewal-'));
    case 'staff detail':
      return void (await call(action, session, 'GET', `/v2/admin/data/subscription?id=${someone.subscriptionId}`));
    case 'staff chat read':
      return void (await call(action, session, 'GET', `/v2/admin/data/get-user-chat?user_id=${someone.userId}`));
    case 'staff chat reply': {
      const message = `crowd ${randomUUID()}`;
      const { status } = await call(action, session, 'POST', '/v2/admin/form/send-user-chat', { user_id: someone.userId, message });
      return void chatSent.set(message, status);
    }
  }
}

async function untilDeadline(deadline: number, turn: () => Promise<void>, thinkMs = 0): Promise<void> {
  while (performance.now() < deadline) {
    await turn();
    if (thinkMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function report(seconds: number): boolean {
  const byAction = new Map<string, Answer[]>();
  for (const answer of answers) byAction.set(answer.action, [...(byAction.get(answer.action) ?? []), answer]);
  console.log('| action | requests | req/s | p50 ms | p99 ms | answers |');
  console.log('|---|---|---|---|---|---|');
  const row = (name: string, group: Answer[]) => {
    const sorted = group.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const { status } of group) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const counts = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(`| ${name} | ${group.length} | ${Math.round(group.length / seconds)} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 99))} | ${counts} |`);
    return percentile(sorted, 99);
  };
  for (const [name, group] of byAction) row(name, group);
  const p99 = row('**all**', answers);
  const errors = answers.filter((answer) => answer.status >= 500).length;
  console.log(`\n5xx: ${errors} (target 0); p99 of all: ${Math.round(p99)} ms (target ≤ ${TARGET.p99} ms)`);
  return errors === 0 && p99 <= TARGET.p99;
}

/** Every write answered 2xx is in the database once, a refused one not at all; each delivery date is the last answered. */
async function check(client: Client): Promise<boolean> {
  const problems: string[] = [];
  const { rows: messages } = await client.query<{ content_plain: string; n: number }>(`select content_plain, count(*)::int as n from chat_message where content_plain like 'crowd %' group by 1`);
  const stored = new Map(messages.map((row) => [row.content_plain, row.n]));
  for (const [message, status] of chatSent) {
    const n = stored.get(message) ?? 0;
    if (ok(status) ? n !== 1 : n !== 0) problems.push(`chat message answered ${status} is stored ${n} times`);
  }
  const { rows: addOns } = await client.query<{ id: number }>('select id from subscription_add_on where id = any($1::int[])', [addOnsAdded]);
  if (addOns.length !== new Set(addOnsAdded).size || addOnsAdded.length !== new Set(addOnsAdded).size) problems.push(`${addOnsAdded.length} add-ons answered 2xx, ${addOns.length} stored`);
  const { rows: charges } = await client.query<{ subscription_id: number; due_on: string; n: number }>(
    `select (data->'metadata'->>'subscriptionId')::int as subscription_id, data->'metadata'->>'dueOn' as due_on, count(*)::int as n
       from sandbox_gateway_object where kind = 'payment_intent' and data->>'status' = 'succeeded' and data->'metadata'->>'dueOn' is not null group by 1, 2`,
  );
  // A box sent now is charged on the day pressed (the charge's dueOn), not the due date it brought forward: count per subscription.
  const charged = new Map<number, number>();
  for (const row of charges) charged.set(row.subscription_id, (charged.get(row.subscription_id) ?? 0) + row.n);
  const paid = new Map<number, number>();
  for (const { subscriptionId } of pressesPaid) paid.set(subscriptionId, (paid.get(subscriptionId) ?? 0) + 1);
  for (const id of new Set([...charged.keys(), ...paid.keys()])) {
    if ((charged.get(id) ?? 0) !== (paid.get(id) ?? 0)) problems.push(`subscription ${id}: ${paid.get(id) ?? 0} presses answered paid, ${charged.get(id) ?? 0} charges`);
  }
  for (const row of charges) if (row.n > 1) problems.push(`subscription ${row.subscription_id} charged ${row.n} times for ${row.due_on}`);
  const { rows: dates } = await client.query<{ id: number; due_at: string | null }>(`select id, to_char(due_at, 'YYYY-MM-DD') as due_at from subscription where id = any($1::int[])`, [[...lastDueAt.keys()]]);
  for (const { id, due_at } of dates) if (lastDueAt.get(id) !== due_at) problems.push(`subscription ${id} is due ${due_at}, its last answer said ${lastDueAt.get(id)}`);
  const refusedChats = [...chatSent.values()].filter((status) => !ok(status)).length;
  console.log(`\nChecker: ${chatSent.size} chat messages (${refusedChats} refused), ${addOnsAdded.length} add-ons added, ${pressesPaid.length} boxes sent now and paid, ${lastDueAt.size} delivery dates moved.`);
  console.log(problems.length ? `PROBLEMS:\n- ${problems.slice(0, 20).join('\n- ')}` : 'Every write answered 2xx is in the database once, none refused is, and every delivery date is its last answer.');
  return problems.length === 0;
}

const children: ChildProcess[] = [];

async function main(): Promise<void> {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let passed = false;
  try {
    const shop = spawn('node', [ENTRY], {
      env: { ...process.env, PORT: String(PORT), DATABASE_URL, REDIS_PREFIX, SESSION_SECRET, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(shop);
    await waitFor(`${SHOP}/health/ready`);
    // Due in 3 days: the first supply went out 57 days ago, past the prescription's 56-day interval, so each may be sent now.
    const { firstUserId } = await seedDueSubscriptions(DATABASE_URL, CUSTOMERS, addCalendarDays(ukCalendarDate(new Date()), 3), { withCustomers: true });
    const client = new Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: number; user_id: number; due_at: string }>(
      `select id, user_id, to_char(due_at, 'YYYY-MM-DD') as due_at from subscription where user_id between $1 and $2 order by user_id`,
      [firstUserId, firstUserId + CUSTOMERS - 1],
    );
    const customerCookie = await signIn(SHOP, { email: 'customer@example.com', password: 'customer-demo-pass' });
    const adminCookie = await signIn(SHOP, ADMIN);
    const customers: Customer[] = await Promise.all(
      rows.map(async (row) => ({
        session: await copySession(redis, REDIS_PREFIX, SESSION_SECRET, customerCookie, { id: row.user_id, role: 'customer' }),
        userId: row.user_id,
        subscriptionId: row.id,
        dueAt: row.due_at,
      })),
    );
    const staff = await Promise.all(Array.from({ length: STAFF }, () => copySession(redis, REDIS_PREFIX, SESSION_SECRET, adminCookie)));
    const { data: offers } = (await (await fetch(`${SHOP}/catalogue/add-ons`)).json()) as { data: { catalogue_item_id: number; in_stock: boolean }[] };
    const addOnIds = offers.filter((offer) => offer.in_stock).map((offer) => offer.catalogue_item_id);

    // A short warm-up (JIT, pools), not counted.
    await untilDeadline(performance.now() + 5_000, () => customerTurn(customers[0]!, addOnIds));
    answers.length = 0;
    chatSent.clear();
    const cpuBefore = processCpuSeconds(shop.pid!);
    const load = loadavg()[0]!;
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;
    await Promise.all([
      ...customers.map((customer) => untilDeadline(deadline, () => customerTurn(customer, addOnIds), THINK_MS)),
      ...staff.map((session) => untilDeadline(deadline, () => staffTurn(session, customers), THINK_MS)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (processCpuSeconds(shop.pid!) - cpuBefore) * 1000;
    console.log(`\n${ENTRY}: ${CUSTOMERS} customers and ${STAFF} staff for ${DURATION_S} s (think time ${THINK_MS} ms on average), ${new Date().toISOString()}; load average ${load.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end; shop CPU ${(cpuMs / answers.length).toFixed(2)} ms a request\n`);
    const targetsMet = report(seconds);
    const consistent = await check(client);
    await client.end();
    passed = targetsMet && consistent;
    console.log(passed ? '\nEvery target met.' : '\nNot every target met.');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await pool.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const keys = await redis.keys(`${REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin.end();
    await dropDatabaseAt(SERVER_URL, DATABASE);
  }
  process.exitCode = passed ? 0 : 1;
}

main().catch((error) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exitCode = 1;
});
