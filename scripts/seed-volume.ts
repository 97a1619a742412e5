/**
 * `npm run seed:volume -- --customers 100000`: adds that many made-up customers, each
 * with an address and a subscription (statuses, plans and items spread as in a live
 * shop, one in eight on 850C), for the back-office benchmark (docs/benchmarks.md).
 * Straight SQL with generate_series: 100,000 customers take well under a minute.
 * Uses DATABASE_URL (default: the local `shop` database); refuses NODE_ENV=production.
 * The accounts cannot sign in (their password hash is no hash) and use example.test addresses.
 */
import { Client } from 'pg';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);

const FIRST_NAMES = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Sophia', 'Grace', 'Lily', 'Freya', 'Emily', 'Ella', 'Poppy', 'Chloe', 'Priya', 'Aisha', 'Zara', 'Noah', 'Oliver', 'George', 'Leo', 'Arthur', 'Harry', 'Jack', 'Mohammed', 'Evie', 'Ruby', 'Florence', 'Alice', 'Sienna', 'Maya', 'Hannah', 'Imogen'];
const LAST_NAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Khan', 'Lewis', 'Harris', 'Clarke', 'Jackson', 'Wood', 'Hughes', 'Turner', 'Edwards', 'Hill', 'Moore', 'Scott', 'Ahmed', 'Begum', 'Murphy', 'Kelly', 'Singh', 'Ali', 'Cooper', 'Ward', 'Morris', 'King', 'Baker', 'Young', 'Allen', 'Mitchell', 'Phillips', 'Campbell', 'Parker', 'Bennett'];
const CITIES = ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Birmingham', 'Liverpool', 'Sheffield', 'Edinburgh', 'Belfast', 'Brighton', 'York', 'Norwich'];

/** Spread of statuses over 100 (review, active, shipping, cancelled, failed, pending, processing). */
const STATUS_BY_PERCENT = `case
  when n % 100 < 12 then 'review' when n % 100 < 60 then 'active' when n % 100 < 68 then 'shipping'
  when n % 100 < 83 then 'cancelled' when n % 100 < 88 then 'failed' when n % 100 < 98 then 'pending' else 'processing' end`;

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('seed:volume adds made-up customers: never in production.');
  const count = Number(option('--customers', '100000'));
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) throw new Error('--customers must be a whole number from 1 to 2,000,000.');
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop' });
  await client.connect();
  const started = Date.now();
  try {
    const plans = await client.query<{ id: number }>('select distinct plan_id as id from treatment_item order by 1');
    if (plans.rowCount === 0) throw new Error('No catalogue yet: start the app once so it migrates and seeds the reference catalogue.');
    const { rows } = await client.query<{ next: number }>(`select coalesce(max(substring(email from '^volume-(\\d+)@')::int), 0) + 1 as next from users where email like 'volume-%@example.test'`);
    const first = rows[0]!.next;
    const last = first + count - 1;
    await client.query('begin');
    await client.query(
      `insert into users (email, password_hash, role, first_name, last_name, mobile, birth_date, sex_at_birth, referral_code, email_verified_at, created_at, updated_at)
       select 'volume-' || n || '@example.test', '!no-login', 'customer', ($3::text[])[1 + n % cardinality($3::text[])], ($4::text[])[1 + (n / 7) % cardinality($4::text[])],
              '07700 9' || lpad((n % 100000)::text, 5, '0'), date '1960-01-01' + (n % 15000), (case when n % 3 = 0 then 'male' else 'female' end)::sex_at_birth,
              'VOL' || n, now(), now() - (n % 1000) * interval '1 day', now()
         from generate_series($1::int, $2::int) as n`,
      [first, last, FIRST_NAMES, LAST_NAMES],
    );
    await client.query(
      `insert into address (user_id, first_name, last_name, email, contact_no, address1, city, postcode, created_at, updated_at)
       select u.id, u.first_name, u.last_name, u.email, u.mobile, (n % 200 + 1) || ' High Street', ($3::text[])[1 + n % cardinality($3::text[])], 'SW1A 1AA', u.created_at, now()
         from generate_series($1::int, $2::int) as n join users u on u.email = 'volume-' || n || '@example.test'`,
      [first, last, CITIES],
    );
    await client.query(
      `insert into subscription (user_id, status, condition, treatment_plan_id, price_pence, due_at, stripe_subscription_id, created_at)
       select u.id, (${STATUS_BY_PERCENT})::subscription_status, t.condition, p.id, 4840, current_date + (n % 60), case when n % 4 = 0 then 'sub_vol' || n end, u.created_at
         from generate_series($1::int, $2::int) as n
         join users u on u.email = 'volume-' || n || '@example.test'
         join treatment_plan p on p.id = ($3::int[])[1 + n % cardinality($3::int[])]
         join treatment t on t.id = p.treatment_id`,
      [first, last, plans.rows.map((plan) => plan.id)],
    );
    // Items copied from the plan; the first of an active or shipping subscription already sent, one in eight switched to 850C.
    await client.query(
      `insert into subscription_item (subscription_id, position, catalogue_item_id, code, name, price_pence, interval, interval_count, status, shipped_on, tracking_number)
       select s.id, i.position, i.id, case when s.id % 8 = 0 and i.position = 0 then '850C' else i.code end, i.name, i.price_pence, i.interval::text, i.interval_count,
              (case when s.status in ('active', 'shipping') and i.position = 0 then 'shipped'
                    when s.status = 'review' and i.position = 0 then 'paid'
                    when s.status = 'cancelled' then 'cancelled' else 'upcoming' end)::subscription_item_status,
              case when s.status in ('active', 'shipping') and i.position = 0 then current_date - 20 end,
              case when s.status in ('active', 'shipping') and i.position = 0 then 'RM' || lpad(s.id::text, 9, '0') || 'GB' end
         from subscription s
         join users u on u.id = s.user_id and u.email like 'volume-%@example.test'
         join treatment_item i on i.plan_id = s.treatment_plan_id
        where s.id > (select coalesce(max(subscription_id), 0) from subscription_item)`,
    );
    await client.query('commit');
    // Fresh statistics and visibility maps, as autovacuum would leave them: counts become index-only scans.
    await client.query('vacuum analyze users, address, subscription, subscription_item');
    console.log(`Added customers volume-${first} to volume-${last} (${count}), each with an address and a subscription, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
