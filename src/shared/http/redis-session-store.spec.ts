import type { SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.module';
import { RedisSessionStore, TOUCH_INTERVAL_MS } from './redis-session-store';

/** A Redis that only counts the expiry renewals it is asked for. */
function countingRedis(fails = false) {
  const renewals: string[] = [];
  const redis = { pexpire: (key: string) => (renewals.push(key), fails ? Promise.reject(new Error('down')) : Promise.resolve(1)) } as unknown as RedisClient;
  return { redis, renewals };
}

const session = { cookie: { expires: new Date(Date.now() + 3_600_000) } } as unknown as SessionData;
const touch = (store: RedisSessionStore, id: string) => new Promise<unknown>((resolve) => store.touch(id, session, resolve));

describe('RedisSessionStore.touch', () => {
  it("renews a session's expiry in Redis at most once an interval, each session on its own", async () => {
    let now = 1_000_000;
    const { redis, renewals } = countingRedis();
    const store = new RedisSessionStore(redis, 'shop:sess:', undefined, () => now);
    await touch(store, 'a');
    await touch(store, 'a');
    await touch(store, 'b');
    now += TOUCH_INTERVAL_MS - 1;
    await touch(store, 'a');
    expect(renewals).toEqual(['shop:sess:a', 'shop:sess:b']);
    now += 1;
    await touch(store, 'a');
    expect(renewals).toEqual(['shop:sess:a', 'shop:sess:b', 'shop:sess:a']);
  });

  it('tries again on the next request when a renewal failed', async () => {
    const { redis, renewals } = countingRedis(true);
    const store = new RedisSessionStore(redis, 'shop:sess:', undefined, () => 0);
    expect(await touch(store, 'a')).toBeInstanceOf(Error);
    await touch(store, 'a');
    expect(renewals).toHaveLength(2);
  });
});
