import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { filter, map, Observable, Subject, take } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { InjectRedis, type RedisClient } from '../redis/redis.module';

/**
 * Tells every API process that sessions have ended (a sign-out, the old id a sign-in replaces,
 * staff ending all of a user's sessions) through a Redis channel, so what a process holds open
 * for a session, such as a chat event stream, closes at once instead of at its next check of
 * the session. Best effort: the holder still checks the session itself now and then, so a lost
 * announcement only delays the end. Each process subscribes when something first watches.
 */
@Injectable()
export class SessionEnds implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionEnds.name);
  private readonly channel: string;
  private readonly ended = new Subject<string>();
  private subscriber: RedisClient | undefined;
  private subscribing: Promise<void> | undefined;

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.channel = `${config.get('REDIS_PREFIX')}:session-ended`;
  }

  /** Never fails its caller: signing out must work while Redis's channel does not. */
  async announce(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    try {
      await this.redis.publish(this.channel, JSON.stringify(sessionIds));
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not announce that sessions ended');
    }
  }

  /** Emits once when `sessionId` ends, on whichever process; resolves once this process listens. */
  async watch(sessionId: string): Promise<Observable<void>> {
    this.subscribing ??= this.subscribe().catch((error: unknown) => {
      this.subscribing = undefined;
      throw error;
    });
    await this.subscribing;
    return this.ended.pipe(
      filter((ended) => ended === sessionId),
      take(1),
      map(() => undefined),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.ended.complete();
    if (this.subscriber?.status === 'ready') await this.subscriber.quit();
    else this.subscriber?.disconnect();
  }

  private async subscribe(): Promise<void> {
    const subscriber = this.redis.duplicate();
    subscriber.on('error', () => undefined); // reconnects on its own, like the shared connection
    await subscriber.connect();
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        for (const id of JSON.parse(raw) as string[]) this.ended.next(id);
      } catch (error) {
        this.logger.warn({ err: error }, 'Ignored an unreadable session-ended announcement');
      }
    });
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }
}
