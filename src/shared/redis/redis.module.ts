import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';

/** ioredis, the one Redis client library of the shop (BullMQ's too). */
export type RedisClient = Redis;
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = () => Inject(REDIS_CLIENT);

/** Opens a connection to REDIS_URL and waits until it answers. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = new Redis(url, { lazyConnect: true });
  client.on('error', () => undefined); // reconnects on its own; readiness reports the outage
  await client.connect();
  return client;
}

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/** One shared Redis connection for sessions, rate limits, chat presence and health checks (BullMQ keeps its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => connectRedis(config.get('REDIS_URL')),
    },
    RedisShutdown,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
