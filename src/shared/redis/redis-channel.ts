import { Logger } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import type { RedisClient } from './redis.module';

/**
 * One Redis publish/subscribe channel of JSON messages, for news every API process must hear
 * (a chat message stored, a session ended). Publishing is best effort: it never fails its
 * caller, who has stored what matters already. A process opens its subscribing connection only
 * when something first listens, so workers never do.
 */
export class RedisChannel<Message> {
  private readonly logger: Logger;
  private readonly messages = new Subject<Message>();
  private subscriber: RedisClient | undefined;
  private subscribing: Promise<void> | undefined;

  constructor(
    private readonly redis: RedisClient,
    private readonly channel: string,
    /** What the messages are, for the warnings: 'a chat message', 'sessions that ended'. */
    private readonly what: string,
  ) {
    this.logger = new Logger(`RedisChannel ${channel}`);
  }

  async publish(message: Message): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: error }, `Could not announce ${this.what}`);
    }
  }

  /** Every message from now on; resolves once this process is subscribed. */
  async listen(): Promise<Observable<Message>> {
    this.subscribing ??= this.subscribe().catch((error: unknown) => {
      this.subscribing = undefined;
      throw error;
    });
    await this.subscribing;
    return this.messages.asObservable();
  }

  async close(): Promise<void> {
    this.messages.complete();
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
        this.messages.next(JSON.parse(raw) as Message);
      } catch (error) {
        this.logger.warn({ err: error }, `Ignored an unreadable announcement of ${this.what}`);
      }
    });
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }
}
