import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadMigrations } from '../../migrations';
import { copyTemplateDatabase, createDatabase, templateDatabaseName, testDatabaseUrl, workerDatabaseName } from './test-database';

/**
 * One fresh database per Jest worker, copied from a template the real migrations build once per
 * run (each file's own database is copied from it too); one Redis key prefix per run. The names
 * reach the workers through the environment, and each worker takes its own (worker-database.ts):
 * files on different workers share nothing, as two runs share nothing.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
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
  for (let worker = 1; worker <= globalConfig.maxWorkers; worker++) await copyTemplateDatabase(workerDatabaseName(databaseName, worker), template);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    TEST_RUN_DATABASE_NAME: databaseName,
    TEST_WORKER_COUNT: String(globalConfig.maxWorkers),
    TEST_RUN_REDIS_PREFIX: `test-${runId}`,
    STORAGE_URL: pathToFileURL(mkdtempSync(join(tmpdir(), `shop-test-storage-${runId}-`))).href,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEB_MODE: 'none',
    RUN_MIGRATIONS_ON_START: 'false',
  });
}
