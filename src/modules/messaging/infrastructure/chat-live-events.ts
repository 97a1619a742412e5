import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../../config/app-config';
import { RedisChannel } from '../../../shared/redis/redis-channel';
import { InjectRedis, type RedisClient } from '../../../shared/redis/redis.module';
import type { ChatAuthor } from '../domain/chat-author';

/** A message just stored, as every open chat page needs it. */
export interface ChatLiveEvent {
  customerId: number;
  message: { id: number; senderId: number; author: ChatAuthor; contentPlain: string; createdAt: string };
}

/**
 * Tells open chat pages about new messages through Redis publish/subscribe, so a reply
 * written on one API instance reaches a page connected to another.
 */
@Injectable()
export class ChatLiveEvents implements OnApplicationShutdown {
  private readonly channel: RedisChannel<ChatLiveEvent>;

  constructor(@InjectRedis() redis: RedisClient, config: AppConfig) {
    this.channel = new RedisChannel(redis, `${config.get('REDIS_PREFIX')}:chat:events`, 'a chat message to open pages');
  }

  /** Best effort: the message is stored already, and a page that misses this sees it on its next load. */
  publish(event: ChatLiveEvent): Promise<void> {
    return this.channel.publish(event);
  }

  /** Every message from now on, once this process is listening (resolves after subscribing). */
  stream(): Promise<Observable<ChatLiveEvent>> {
    return this.channel.listen();
  }

  onApplicationShutdown(): Promise<void> {
    return this.channel.close();
  }
}
