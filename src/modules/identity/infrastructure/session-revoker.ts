import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { SessionEnds } from '../../../shared/auth/session-ends';
import { sessionKeyPrefix } from '../../../shared/auth/session-policy';
import { InjectRedis, type RedisClient } from '../../../shared/redis/redis.module';

const SCAN_BATCH = 500;

/**
 * Ends every session a user is signed in with, in every browser. Sessions are not indexed by
 * user (the store is express-session's), so this walks them in batches: fine for what uses it,
 * an erasure a member of staff approves now and then, never a hot path.
 */
@Injectable()
export class SessionRevoker {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    private readonly sessionEnds: SessionEnds,
    config: AppConfig,
  ) {
    this.prefix = sessionKeyPrefix(config.get('REDIS_PREFIX'));
  }

  async endAllOf(userId: number): Promise<number> {
    let ended = 0;
    for await (const keys of this.redis.scanStream({ match: `${this.prefix}*`, count: SCAN_BATCH }) as AsyncIterable<string[]>) {
      if (keys.length === 0) continue;
      const sessions = await this.redis.mget(keys);
      const theirs = keys.filter((_, index) => signedInUserOf(sessions[index]) === userId);
      if (theirs.length === 0) continue;
      ended += await this.redis.del(theirs);
      // What is still open for those sessions (a chat stream) closes now, on every server.
      await this.sessionEnds.announce(theirs.map((key) => key.slice(this.prefix.length)));
    }
    return ended;
  }
}

function signedInUserOf(session: string | null | undefined): number | undefined {
  if (!session) return undefined;
  try {
    return (JSON.parse(session) as { passport?: { user?: { id?: number } } }).passport?.user?.id;
  } catch {
    return undefined;
  }
}
