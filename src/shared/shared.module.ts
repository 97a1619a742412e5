import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { Clock } from './domain/clock';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { QUEUE_NAMES } from './queue/jobs';
import { RateLimiter } from './rate-limit/rate-limiter.service';
import { RedisModule } from './redis/redis.module';

/** The small kernel every context may use: clock, rate limits, the outbox and the queues. */
@Global()
@Module({
  imports: [RedisModule, ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name }))],
  providers: [Clock, RateLimiter, OutboxRelay],
  exports: [Clock, RateLimiter, OutboxRelay, BullModule],
})
export class SharedModule {}
