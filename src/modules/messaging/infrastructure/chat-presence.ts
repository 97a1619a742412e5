import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { InjectRedis, type RedisClient } from '../../../shared/redis/redis.module';

/** An open page renews its presence well within this; a crashed server's pages expire by it. */
export const PRESENCE_TTL_MS = 60_000;

/**
 * Which customers have their chat page open, across API instances: a sorted set per
 * customer of open connections scored by when each expires, so a connection that
 * vanished without saying goodbye (a server crash) stops counting by itself.
 */
@Injectable()
export class ChatPresence {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.prefix = `${config.get('REDIS_PREFIX')}:chat:present`;
  }

  /** Marks (or keeps marking) one open page. */
  async renew(customerId: number, connectionId: string): Promise<void> {
    const key = this.key(customerId);
    await this.redis.multi().zadd(key, Date.now() + PRESENCE_TTL_MS, connectionId).pexpire(key, PRESENCE_TTL_MS).exec();
  }

  async leave(customerId: number, connectionId: string): Promise<void> {
    await this.redis.zrem(this.key(customerId), connectionId);
  }

  async isOnChatPage(customerId: number): Promise<boolean> {
    const key = this.key(customerId);
    await this.redis.zremrangebyscore(key, '-inf', Date.now());
    return (await this.redis.zcard(key)) > 0;
  }

  private key(customerId: number): string {
    return `${this.prefix}:${customerId}`;
  }
}
