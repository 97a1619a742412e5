import { Redis } from 'ioredis';

/** Fails start-up with one clear line when Redis is not there, instead of a wall of retries. */
export async function ensureRedisAnswers(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch {
    console.error(
      `Redis is not answering at ${url}. Start it with \`redis-server --daemonize yes\` (or \`docker compose up -d redis\`), or point REDIS_URL at a running Redis.`,
    );
    process.exit(1);
  } finally {
    client.disconnect();
  }
}
