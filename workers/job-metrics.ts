import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from '../src/shared/metrics/metrics-registry';

/**
 * Times every job this process's processors run, by queue, job name and outcome (each attempt:
 * `completed`, or `failed` whether or not it will be tried again), and counts the failed attempts
 * BullMQ will try again. The counts of jobs waiting, delayed or failed for good are the queues'
 * own (`shop_queue_jobs`, shared/metrics/queue-jobs.collector.ts).
 */
@Injectable()
export class JobMetrics implements OnApplicationBootstrap {
  private readonly duration: Histogram<'queue' | 'name' | 'outcome'>;
  private readonly retries: Counter<'queue' | 'name'>;

  constructor(
    private readonly discovery: DiscoveryService,
    registry: MetricsRegistry,
  ) {
    this.duration = new Histogram({
      name: 'shop_job_duration_seconds',
      help: 'Time a job attempt ran for, by queue, job name and outcome (completed, failed).',
      labelNames: ['queue', 'name', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 30, 60, 300, 900],
      registers: [registry],
    });
    this.retries = new Counter({ name: 'shop_job_retries_total', help: 'Failed job attempts that BullMQ will try again, by queue and job name.', labelNames: ['queue', 'name'], registers: [registry] });
  }

  onApplicationBootstrap(): void {
    for (const host of this.hosts()) {
      const queue = host.worker.name;
      host.worker.on('completed', (job: Job) => this.observe(queue, job, 'completed'));
      host.worker.on('failed', (job: Job | undefined) => {
        if (!job) return; // a stalled job past its limit, already removed by removeOnFail
        this.observe(queue, job, 'failed');
        // A job BullMQ gave up on carries its finishing time; one it will try again has none yet.
        if (!job.finishedOn) this.retries.inc({ queue, name: job.name });
      });
    }
  }

  private observe(queue: string, job: Job, outcome: 'completed' | 'failed'): void {
    if (!job.processedOn) return;
    this.duration.observe({ queue, name: job.name, outcome }, Math.max(0, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000));
  }

  private hosts(): WorkerHost[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  }
}
