import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import { AppConfig } from '../../config/app-config';

export type RedisClient = ReturnType<typeof createClient>;
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = () => Inject(REDIS_CLIENT);

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}

/** One shared Redis connection for sessions, rate limits and health checks (BullMQ keeps its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        const client = createClient({ url: config.get('REDIS_URL') });
        client.on('error', () => undefined); // reconnects on its own; readiness reports the outage
        await client.connect();
        return client;
      },
    },
    RedisShutdown,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
