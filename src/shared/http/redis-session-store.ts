import { Store, type SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.module';

/** When a session has no expiry of its own (it always has one here: the cookie's maxAge). */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

type Done = (error?: unknown) => void;

/**
 * express-session's store in Redis through ioredis: one JSON value per session under
 * `<prefix><session id>`, expiring with the session's cookie. (connect-redis 9 speaks only the
 * `redis` package; the shop uses one client library.) Identity's SessionRevoker reads the same
 * keys and format.
 */
export class RedisSessionStore extends Store {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    /** Told of each session destroyed (a sign-out, or the id a sign-in replaces), once it is gone. */
    private readonly onDestroyed: (sessionId: string) => void = () => undefined,
  ) {
    super();
  }

  override get(sessionId: string, done: (error: unknown, session?: SessionData | null) => void): void {
    this.redis.get(this.key(sessionId)).then(
      (stored) => done(null, stored ? (JSON.parse(stored) as SessionData) : null),
      (error: unknown) => done(error),
    );
  }

  override set(sessionId: string, session: SessionData, done: Done = () => undefined): void {
    const ttl = ttlOf(session);
    if (ttl <= 0) return this.destroy(sessionId, done);
    this.redis.set(this.key(sessionId), JSON.stringify(session), 'PX', ttl).then(() => done(), done);
  }

  override touch(sessionId: string, session: SessionData, done: Done = () => undefined): void {
    this.redis.pexpire(this.key(sessionId), ttlOf(session)).then(() => done(), done);
  }

  override destroy(sessionId: string, done: Done = () => undefined): void {
    this.redis.del(this.key(sessionId)).then(() => {
      this.onDestroyed(sessionId);
      done();
    }, done);
  }

  private key(sessionId: string): string {
    return `${this.prefix}${sessionId}`;
  }
}

function ttlOf(session: SessionData): number {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires).getTime() - Date.now() : DEFAULT_TTL_MS;
}
