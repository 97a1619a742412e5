import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { loadMigrations } from '../../migrations';
import { createDatabase, dropDatabase, testDatabaseUrl } from './test-database';

/**
 * Imported FIRST by a test file that moves the clock or runs workers of its own: it gets its
 * own database and Redis prefix, so its renewal sweeps never touch another file's
 * subscriptions and no other file's worker takes its jobs. (The configuration is read when
 * the app's modules are imported, hence the environment is set here, at import.)
 */
const label = randomBytes(3).toString('hex');
export const OWN_DATABASE_NAME = `${process.env.TEST_DATABASE_NAME}_own_${label}`;
process.env.DATABASE_URL = testDatabaseUrl(OWN_DATABASE_NAME);
process.env.REDIS_PREFIX = `${process.env.REDIS_PREFIX}-own-${label}`;

export async function createOwnDatabase(): Promise<void> {
  await createDatabase(OWN_DATABASE_NAME);
  const orm = await MikroORM.init({
    clientUrl: process.env.DATABASE_URL,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: loadMigrations(), transactional: true, allOrNothing: true, snapshot: false, silent: true },
  });
  await orm.getMigrator().up();
  await orm.close();
}

export const dropOwnDatabase = () => dropDatabase(OWN_DATABASE_NAME);
