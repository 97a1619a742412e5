import { rmSync } from 'node:fs';
import { removeRedisKeys } from './redis-keys';
import { dropDatabase, templateDatabaseName } from './test-database';

/** Leaves nothing behind: the run's database, its template and its Redis keys go. */
export default async function globalTeardown(): Promise<void> {
  const databaseName = process.env.TEST_DATABASE_NAME;
  if (databaseName) {
    await dropDatabase(databaseName);
    await dropDatabase(templateDatabaseName(databaseName));
  }
  const storage = process.env.STORAGE_DIR;
  if (storage?.includes('shop-test-storage-')) rmSync(storage, { recursive: true, force: true });
  const prefix = process.env.REDIS_PREFIX;
  if (!prefix?.startsWith('test-')) return;
  await removeRedisKeys(prefix);
}
