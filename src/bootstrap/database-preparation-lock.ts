import { Client } from 'pg';

/** The advisory lock's key: any number no other program on the database uses ('shop' in ASCII). */
const PREPARATION_LOCK_KEY = 0x73686f70;

/**
 * Runs `work` (migrating, or seeding) while no other process of the shop does the same on this
 * database: API replicas started together on a deploy would otherwise all apply a pending
 * migration at once, or seed the same rows twice. A PostgreSQL session lock on a connection of its
 * own: the others wait their turn, then find the work done; a process that dies holding it loses
 * its connection, and with it the lock.
 */
export async function oneProcessAtATime<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
