import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { filter, map, mergeMap, Observable, take } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { RedisChannel } from '../redis/redis-channel';
import { InjectRedis, type RedisClient } from '../redis/redis.module';

/**
 * Tells every API process that sessions have ended (a sign-out, the old id a sign-in replaces,
 * staff ending all of a user's sessions) through a Redis channel, so what a process holds open
 * for a session, such as a chat event stream, closes at once instead of at its next check of
 * the session. Best effort: the holder still checks the session itself now and then, so a lost
 * announcement only delays the end, and signing out works while the channel does not.
 */
@Injectable()
export class SessionEnds implements OnApplicationShutdown {
  private readonly channel: RedisChannel<string[]>;

  constructor(@InjectRedis() redis: RedisClient, config: AppConfig) {
    this.channel = new RedisChannel(redis, `${config.get('REDIS_PREFIX')}:session-ended`, 'sessions that ended');
  }

  async announce(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.channel.publish([...sessionIds]);
  }

  /** Emits once when `sessionId` ends, on whichever process; resolves once this process listens. */
  async watch(sessionId: string): Promise<Observable<void>> {
    return (await this.channel.listen()).pipe(
      mergeMap((ended) => (Array.isArray(ended) ? ended : [])),
      filter((ended) => ended === sessionId),
      take(1),
      map(() => undefined),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.channel.close();
  }
}
