import { Redis } from 'ioredis';

/** Deletes every Redis key of a test run (`<prefix>:*`, and its workers' and files' `<prefix>-…:*`): sessions, rate limits and queues. */
export async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}[:-]*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(keys);
    }
  } finally {
    await redis.quit();
  }
}
