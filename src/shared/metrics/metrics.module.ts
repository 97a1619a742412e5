import { Global, Module } from '@nestjs/common';
import { DatabasePoolCollector } from './database-pool.collector';
import { MetricsRegistry } from './metrics-registry';
import { MetricsServer } from './metrics-server';
import { OutboxAgeCollector } from './outbox-age.collector';
import { QueueJobsCollector } from './queue-jobs.collector';
import { WebhookMetrics } from './webhook-metrics';

/**
 * The process's Prometheus registry and what every process measures on it (queues, the outbox,
 * the database pools, webhooks). In every process; only the API and the worker serve it
 * (`startMetricsServer`), and the API adds its HTTP metrics (`measureHttpRequests`).
 */
@Global()
@Module({
  providers: [MetricsRegistry, MetricsServer, QueueJobsCollector, OutboxAgeCollector, DatabasePoolCollector, WebhookMetrics],
  exports: [MetricsRegistry, MetricsServer, WebhookMetrics],
})
export class MetricsModule {}
