import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMigrations } from '../../migrations';
import { copyTemplateDatabase, createDatabase, templateDatabaseName, testDatabaseUrl } from './test-database';

/**
 * One fresh database per run, built by the real migrations once, into a template that the run's
 * database and each file's own database are copied from; one Redis key prefix per run. Both
 * reach the test workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const databaseName = `shop_test_${runId}`;
  const template = templateDatabaseName(databaseName);
  await createDatabase(template);
  // Entities are deliberately not loaded here: this runs outside the test sandboxes, and
  // MikroORM's metadata registered here would leak into them. Migrations need none.
  const orm = await MikroORM.init({
    clientUrl: testDatabaseUrl(template),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: loadMigrations(), transactional: true, allOrNothing: true, snapshot: false },
  });
  await orm.getMigrator().up();
  await orm.close();
  await copyTemplateDatabase(databaseName, template);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    TEST_DATABASE_NAME: databaseName,
    DATABASE_URL: testDatabaseUrl(databaseName),
    REDIS_PREFIX: `test-${runId}`,
    STORAGE_DIR: mkdtempSync(join(tmpdir(), `shop-test-storage-${runId}-`)),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEB_MODE: 'none',
    RUN_MIGRATIONS_ON_START: 'false',
  });
}
