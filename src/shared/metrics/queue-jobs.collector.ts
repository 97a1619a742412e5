import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { QUEUE_NAMES } from '../queue/jobs';
import { MetricsRegistry } from './metrics-registry';
import { withinScrapeTime } from './scrape-timeout';

/** The states an operator watches: work piling up (waiting, delayed), in hand (active), and given up on (failed). */
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * `shop_queue_jobs{queue,state}`: each queue's job counts, read from Redis at each scrape (one
 * short script per queue, all at once). A queue Redis does not answer within the scrape's read time
 * is left out of that scrape rather than holding it.
 *
 * The counts are the queues', not the process's: every process serving metrics reports the same
 * figures, so dashboards take `max by (queue, state)`.
 */
@Injectable()
export class QueueJobsCollector {
  constructor(registry: MetricsRegistry, moduleRef: ModuleRef) {
    // Found at the first scrape: the queues are the shared module's, built in an order this one does not set.
    let found: Queue[] | undefined;
    const queuesOf = () => (found ??= QUEUE_NAMES.map((name) => moduleRef.get<Queue>(getQueueToken(name), { strict: false })));
    new Gauge({
      name: 'shop_queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time.',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        const queues = queuesOf();
        const counts = await Promise.all(queues.map((queue) => withinScrapeTime(queue.getJobCounts(...STATES))));
        this.reset();
        queues.forEach((queue, index) => {
          const queueCounts = counts[index];
          if (queueCounts) for (const state of STATES) this.set({ queue: queue.name, state }, queueCounts[state] ?? 0);
        });
      },
    });
  }
}
