import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from './entities';

/**
 * One ORM configuration for the API, the worker, the CLI and the tests. Migrations
 * are listed in code (migrations/index.ts) rather than found on disk, so compiled
 * and TypeScript runs load exactly the same set; the migrator and that list load
 * only when asked for (`migratorOf`, src/config/migrator.ts).
 */
export function createOrmConfig(clientUrl: string, { poolMax = 10 }: { poolMax?: number } = {}) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
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
    allowGlobalContext: false,
    forceUndefined: true,
    ignoreUndefinedInQuery: true,
    debug: process.env.MIKRO_ORM_DEBUG === 'true',
  });
}

/** For the mikro-orm CLI (`npx mikro-orm debug`), which reads a default export. */
export default createOrmConfig(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop');
