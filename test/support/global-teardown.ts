import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { removeRedisKeys } from './redis-keys';
import { dropDatabase, templateDatabaseName, workerDatabaseName } from './test-database';

/** Leaves nothing behind: the workers' databases, the template and the run's Redis keys go. */
export default async function globalTeardown(): Promise<void> {
  const databaseName = process.env.TEST_RUN_DATABASE_NAME;
  if (databaseName) {
    for (let worker = 1; worker <= Number(process.env.TEST_WORKER_COUNT); worker++) await dropDatabase(workerDatabaseName(databaseName, worker));
    await dropDatabase(templateDatabaseName(databaseName));
  }
  const storage = process.env.STORAGE_URL;
  if (storage?.startsWith('file:///') && storage.includes('shop-test-storage-')) rmSync(fileURLToPath(storage), { recursive: true, force: true });
  const prefix = process.env.TEST_RUN_REDIS_PREFIX;
  if (!prefix?.startsWith('test-')) return;
  await removeRedisKeys(prefix);
}
