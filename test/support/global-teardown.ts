import { rmSync } from 'node:fs';
import { createClient } from 'redis';
import { dropDatabase } from './test-database';

/** Leaves nothing behind: the run's database and its Redis keys go. */
export default async function globalTeardown(): Promise<void> {
  const databaseName = process.env.TEST_DATABASE_NAME;
  if (databaseName) await dropDatabase(databaseName);
  const storage = process.env.STORAGE_DIR;
  if (storage?.includes('shop-test-storage-')) rmSync(storage, { recursive: true, force: true });
  const prefix = process.env.REDIS_PREFIX;
  if (!prefix?.startsWith('test-')) return;
  const redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    if (keys.length > 0) await redis.del(keys);
  }
  await redis.quit();
}
