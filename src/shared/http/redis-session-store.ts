import { Store, type SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.module';

/** When a session has no expiry of its own (it always has one here: the cookie's maxAge). */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

type Done = (error?: unknown) => void;

/**
 * How often one process renews a session's expiry in Redis at most. express-session touches the
 * session on every request; renewing it once a minute instead saves a Redis round trip on nearly
 * every signed-in read, and can only end an idle session up to a minute sooner than its idle limit
 * (1 day for customers, 30 minutes for staff), never later.
 */
export const TOUCH_INTERVAL_MS = 60_000;

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
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  /** The sessions whose expiry this process renewed in the current interval (emptied when it ends). */
  private readonly renewed = new Set<string>();
  private intervalEndsAt = 0;

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
    const now = this.now();
    if (now >= this.intervalEndsAt) {
      this.renewed.clear();
      this.intervalEndsAt = now + TOUCH_INTERVAL_MS;
    }
    if (this.renewed.has(sessionId)) return done();
    this.renewed.add(sessionId);
    this.redis.pexpire(this.key(sessionId), ttlOf(session)).then(
      () => done(),
      (error: unknown) => {
        this.renewed.delete(sessionId);
        done(error);
      },
    );
  }

  override destroy(sessionId: string, done: Done = () => undefined): void {
    this.renewed.delete(sessionId);
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
