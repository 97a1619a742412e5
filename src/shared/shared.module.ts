import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SessionEnds } from './auth/session-ends';
import { Clock } from './domain/clock';
import { DomainEvents } from './events/domain-events';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { QUEUE_NAMES } from './queue/jobs';
import { RateLimiter } from './rate-limit/rate-limiter.service';
import { RedisModule } from './redis/redis.module';
import { AppConfig } from '../config/app-config';
import { openPrivateFileStore } from './storage/open-private-file-store';
import { PrivateFileStore } from './storage/private-file-store';
import { PublicReadsModule } from './public-reads/public-reads.module';

/** The small kernel every context may use: clock, rate limits, the outbox, private file storage, the queues, awaited events between contexts, and word of ended sessions. */
@Global()
@Module({
  imports: [DiscoveryModule, RedisModule, PublicReadsModule, ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name }))],
  providers: [
    Clock,
    RateLimiter,
    OutboxRelay,
    DomainEvents,
    {
      provide: PrivateFileStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => openPrivateFileStore(config.get('STORAGE_URL'), { endpoint: config.get('S3_ENDPOINT'), region: config.get('S3_REGION') }),
    },
    SessionEnds,
  ],
  exports: [Clock, RateLimiter, OutboxRelay, DomainEvents, PrivateFileStore, SessionEnds, BullModule],
})
export class SharedModule {}
