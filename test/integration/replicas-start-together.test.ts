import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { MIGRATION_NAMES } from '../../migrations';
import { apiProcessEnv, freePort, killWorker, logged, startApiProcess } from '../support/due-subscriptions';
import { createDatabase, dropDatabase, testDatabaseUrl } from '../support/test-database';

/**
 * API replicas started at the same moment on an empty database, as a first deploy starts them: they
 * take turns to migrate and seed (a PostgreSQL advisory lock), so each migration is applied once,
 * the reference data and demo accounts are seeded once, and every replica comes up.
 */
jest.setTimeout(300_000);

const databaseName = `${process.env.TEST_DATABASE_NAME}_replicas_start`;
const databaseUrl = testDatabaseUrl(databaseName);
const replicas: ChildProcess[] = [];

beforeAll(() => createDatabase(databaseName));
afterAll(async () => {
  await Promise.all(replicas.map((replica) => killWorker(replica, 'SIGTERM')));
  await dropDatabase(databaseName);
});

it('migrates and seeds once when two replicas start together on an empty database, and both come up', async () => {
  for (const port of [await freePort(), await freePort()]) {
    replicas.push(
      startApiProcess(apiProcessEnv(port, { DATABASE_URL: databaseUrl, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-replicas`, RUN_WORKER_IN_PROCESS: 'false', RUN_MIGRATIONS_ON_START: 'true' })),
    );
  }
  await Promise.all(replicas.map((replica) => logged(replica, 'Shop ready')));

  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const migrations = await client.query<{ name: string; times: number }>('select name, count(*)::int as times from mikro_orm_migrations group by name order by name');
    expect(migrations.rows).toEqual([...MIGRATION_NAMES].sort().map((name) => ({ name, times: 1 })));
    const admins = await client.query<{ n: number }>(`select count(*)::int as n from users where email = 'admin@example.com'`);
    expect(admins.rows[0]!.n).toBe(1);
  } finally {
    await client.end();
  }
});
