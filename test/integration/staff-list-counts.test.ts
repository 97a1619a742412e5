import '../support/own-test-database'; // first: this file's own database, so no other file's subscriptions move its counts
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { SUBSCRIPTION_STATUSES } from '../../src/modules/subscription/domain/subscription-status';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { customerWithProposal } from '../support/consultation-answers';
import { adminSession, post } from '../support/data-rights-fixtures';
import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';
import { ormOf } from '../support/test-app';

/**
 * The back-office list's count per status (issue 20, ADR 0014): kept by triggers on
 * `subscription` as append-only deltas, it must equal a true count(*) of unrestricted rows after
 * any change by any writer, including changes in opposite directions at the same time.
 */
let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => {
  await createOwnDatabase();
  ({ app, admin } = await appWithSignedInAdmin());
});
afterAll(async () => {
  await app.close();
  await dropOwnDatabase();
});

const sql = <T>(text: string, params: unknown[] = []) => ormOf(app).em.getConnection().execute<T[]>(text, params);

/** Kept and true counts per status, read in one statement (one snapshot), so a writer elsewhere cannot make them differ. */
async function keptAndTrue(): Promise<Record<string, { kept: number; true: number }>> {
  const rows = await sql<{ status: string; kept: string; true: string }>(
    `select s.status,
            coalesce((select sum(delta) from subscription_status_count c where c.status = s.status), 0) as kept,
            (select count(*) from subscription t where t.status = s.status and t.restricted_at is null) as true
       from unnest(enum_range(null::subscription_status)) as s(status)`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, { kept: Number(row.kept), true: Number(row.true) }]));
}

async function expectExact(): Promise<void> {
  const counts = await keptAndTrue();
  for (const [status, { kept, true: counted }] of Object.entries(counts)) expect([status, kept]).toEqual([status, counted]);
}

const listTotal = async (status: string) => (await admin.agent.get('/v2/admin/form/get-subscriptions').query({ status, perPage: 1 }).expect(200)).body.total as number;

/** The list's totals, for every status and 'all', against count(*) (nothing else writes to this database meanwhile). */
async function expectListTotalsExact(): Promise<void> {
  for (const status of SUBSCRIPTION_STATUSES) {
    const [{ count }] = await sql<{ count: string }>('select count(*) from subscription where status = ? and restricted_at is null', [status]);
    expect([status, await listTotal(status)]).toEqual([status, Number(count)]);
  }
  const [{ count }] = await sql<{ count: string }>('select count(*) from subscription where restricted_at is null');
  expect(['all', await listTotal('all')]).toEqual(['all', Number(count)]);
}

/** Subscriptions to move around: real ones from sign-up, then set to a status by SQL as any writer could. */
async function subscriptionsIn(status: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let made = 0; made < count; made++) {
    const customer = await customerWithProposal(app, 'acne');
    const { id } = await ormOf(app).em.fork().findOneOrFail(Subscription, { userId: customer.userId });
    ids.push(id);
  }
  await sql(`update subscription set status = ?::subscription_status where id = any(?::int[])`, [status, `{${ids.join(',')}}`]);
  return ids;
}

async function connected(): Promise<Client> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

it('starts exact, and stays exact through sign-up, staff ending a subscription and raw SQL', async () => {
  await expectExact();
  const customer = await customerWithProposal(app, 'acne');
  const { id } = await ormOf(app).em.fork().findOneOrFail(Subscription, { userId: customer.userId });
  await expectExact();
  await post(admin, '/v2/admin/form/end-subscription', { subscription: id }).expect(200);
  expect((await ormOf(app).em.fork().findOneOrFail(Subscription, id)).status).toBe('cancelled');
  await expectExact();
  await sql(`update subscription set status = 'active' where id = ?`, [id]);
  await sql(`update subscription set due_at = current_date where id = ?`, [id]); // no status change: no delta row
  await expectExact();
  await expectListTotalsExact();
});

it('moves subscriptions in opposite directions in concurrent transactions without waiting or deadlocking, and stays exact', async () => {
  const active = await subscriptionsIn('active', 4);
  const review = await subscriptionsIn('review', 4);
  const [first, second] = [await connected(), await connected()];
  try {
    // With one count row per status, each transaction would hold the row the other needs next.
    for (const client of [first, second]) await client.query("begin; set local lock_timeout = '2s'");
    await first.query(`update subscription set status = 'review' where id = $1`, [active[0]]);
    await second.query(`update subscription set status = 'active' where id = $1`, [review[0]]);
    await first.query(`update subscription set status = 'active' where id = $1`, [review[1]]);
    await second.query(`update subscription set status = 'review' where id = $1`, [active[1]]);
    await Promise.all([first.query('commit'), second.query('commit')]);
    await expectExact();

    // Many at once from four connections, each swapping its own pair (one active, one review) nine times in one
    // transaction: every transaction adds to both statuses in both directions, interleaved. One of them rolls back.
    const clients = [first, second, await connected(), await connected()];
    await Promise.all(
      clients.map(async (client, index) => {
        await client.query('begin');
        for (let round = 0; round < 9; round++) {
          await client.query(`update subscription set status = (case status when 'active' then 'review' else 'active' end)::subscription_status where id = any($1::int[])`, [[active[index], review[index]]]);
        }
        await client.query(index === 3 ? 'rollback' : 'commit');
      }),
    );
    await Promise.all(clients.slice(2).map((client) => client.end()));
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
  await expectExact();
  await expectListTotalsExact();
});

it('leaves an erased patient’s restricted subscription out of the counts, as the list does', async () => {
  const patient = await customerWithProposal(app);
  const subscription = await ormOf(app).em.fork().findOneOrFail(Subscription, { userId: patient.userId });
  const cancelledBefore = await listTotal('cancelled');
  await post(patient, '/v2/profile/form/erasure-request').expect(200);
  const staff = await adminSession(app);
  const { id } = (await staff.agent.get('/v2/admin/data/erasure-requests').expect(200)).body.data.find((each: { user_id: number }) => each.user_id === patient.userId);
  await post(staff, '/v2/admin/form/erasure-request/decide', { id, approve: 1 }).expect(200);
  expect(await ormOf(app).em.fork().findOneOrFail(Subscription, subscription.id)).toMatchObject({ status: 'cancelled', restrictedAt: expect.any(Date) });
  expect(await listTotal('cancelled')).toBe(cancelledBefore); // ended and restricted at once: never counted as cancelled
  await expectExact();
  // A restricted row changing status moves no count; lifting the restriction counts it again; deleting it uncounts it.
  await sql(`update subscription set status = 'failed' where id = ?`, [subscription.id]);
  await expectExact();
  await sql(`update subscription set restricted_at = null where id = ?`, [subscription.id]);
  await expectExact();
  await sql(`delete from subscription where id = ?`, [subscription.id]);
  await expectExact();
  await expectListTotalsExact();
});

it('folds the deltas into one row per status when read, while writers carry on, without losing one', async () => {
  const ids = await subscriptionsIn('active', 2);
  for (let flip = 0; flip < 40; flip++) await sql(`update subscription set status = ?::subscription_status where id = any(?::int[])`, [flip % 2 ? 'active' : 'shipping', `{${ids.join(',')}}`]);
  const [{ rows }] = await sql<{ rows: string }>('select count(*) as rows from subscription_status_count');
  expect(Number(rows)).toBeGreaterThan(64);
  // Reads (which fold) and writers at the same time.
  await Promise.all([
    ...Array.from({ length: 6 }, () => listTotal('active')),
    ...Array.from({ length: 10 }, (_, flip) => sql(`update subscription set status = ?::subscription_status where id = ?`, [flip % 2 ? 'active' : 'review', ids[flip % 2]])),
  ]);
  await listTotal('all');
  const [{ after }] = await sql<{ after: string }>('select count(*) as after from subscription_status_count');
  expect(Number(after)).toBeLessThanOrEqual(64);
  await expectExact();
  await expectListTotalsExact();
});
