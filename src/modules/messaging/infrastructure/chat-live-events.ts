import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import { AppConfig } from '../../../config/app-config';
import { InjectRedis, type RedisClient } from '../../../shared/redis/redis.module';
import type { ChatAuthor } from '../domain/chat-author';

/** A message just stored, as every open chat page needs it. */
export interface ChatLiveEvent {
  customerId: number;
  message: { id: number; senderId: number; author: ChatAuthor; contentPlain: string; createdAt: string };
}

/**
 * Tells open chat pages about new messages through Redis publish/subscribe, so a reply
 * written on one API instance reaches a page connected to another. Each process opens
 * its subscribing connection only when the first page connects (workers never do).
 */
@Injectable()
export class ChatLiveEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(ChatLiveEvents.name);
  private readonly channel: string;
  private readonly events = new Subject<ChatLiveEvent>();
  private subscriber: RedisClient | undefined;
  private subscribing: Promise<void> | undefined;

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.channel = `${config.get('REDIS_PREFIX')}:chat:events`;
  }

  /** Best effort: the message is stored already, and a page that misses this sees it on its next load. */
  async publish(event: ChatLiveEvent): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not announce a chat message to open pages');
    }
  }

  /** Every message from now on, once this process is listening (resolves after subscribing). */
  async stream(): Promise<Observable<ChatLiveEvent>> {
    this.subscribing ??= this.subscribe().catch((error: unknown) => {
      this.subscribing = undefined;
      throw error;
    });
    await this.subscribing;
    return this.events.asObservable();
  }

  async onApplicationShutdown(): Promise<void> {
    this.events.complete();
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
        this.events.next(JSON.parse(raw) as ChatLiveEvent);
      } catch (error) {
        this.logger.warn({ err: error }, 'Ignored an unreadable chat event');
      }
    });
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }
}
