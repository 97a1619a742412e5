import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from './entities';

/**
 * Each connection's limits, so no request can hold the database for long:
 * - a transaction left idle (a request that died between statements, a network call made while it
 *   holds locks) is ended by the server and its locks freed;
 * - a statement waiting for a row lock gives up (the caller answers 503 'try again') instead of
 *   holding its connection while a queue of others forms behind the same lock;
 * - a runaway statement is cancelled. A migration that must run longer sets
 *   `set local statement_timeout` inside its own transaction.
 */
export const SESSION_LIMITS = { statement_timeout: 60_000, lock_timeout: 5_000, idle_in_transaction_session_timeout: 30_000 } as const;

/** How long a request waits for a free connection before it is answered 503 with Retry-After (DatabaseBusyError). */
export const POOL_WAIT_MS = 5_000;

const DRIVER_OPTIONS = { connection: SESSION_LIMITS, acquireConnectionTimeout: POOL_WAIT_MS };

/**
 * One ORM configuration for the API, the worker, the CLI and the tests. Migrations
 * are listed in code (migrations/index.ts) rather than found on disk, so compiled
 * and TypeScript runs load exactly the same set; the migrator and that list load
 * only when asked for (`migratorOf`, src/config/migrator.ts).
 */
export function createOrmConfig(clientUrl: string, { poolMax = 10, readPoolMax = 10 }: { poolMax?: number; readPoolMax?: number } = {}) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    // Reads outside a transaction go to a pool of their own (the same database, named as a
    // replica so MikroORM routes them there): a crowd whose transactions wait on row locks can
    // fill the writers' pool, never the one the shop's pages and dashboards read through.
    replicas: [{ name: 'reads', clientUrl, driverOptions: { ...DRIVER_OPTIONS, pool: { min: 0, max: readPoolMax } } }],
    preferReadReplicas: true,
    entities: ALL_ENTITIES,
    migrations: {
      path: 'migrations',
      pathTs: 'migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      fileName: (timestamp, name) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    pool: { min: 0, max: poolMax },
    driverOptions: DRIVER_OPTIONS,
    allowGlobalContext: false,
    forceUndefined: true,
    ignoreUndefinedInQuery: true,
    debug: process.env.MIKRO_ORM_DEBUG === 'true',
  });
}

/** For the mikro-orm CLI (`npx mikro-orm debug`), which reads a default export. */
export default createOrmConfig(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop');
