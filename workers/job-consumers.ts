import { WorkerHost } from '@nestjs/bullmq';
import { type INestApplicationContext, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { OutboxSweeper } from './outbox-sweeper';

/**
 * What every processor is declared with (`@Processor(queue, { ...TAKES_JOBS_WHEN_STARTED })`): its
 * BullMQ worker is built when the app initialises but takes no job until `JobConsumers.start()`.
 */
export const TAKES_JOBS_WHEN_STARTED = { autorun: false } as const;

/**
 * Starts the worker's duties (every processor taking jobs, and the outbox sweep) once the process
 * is ready for them: the worker process as soon as it is up, the API process with its in-process
 * worker (`npm start`) only once it has its port. A second process started on a port in use thus
 * exits before it takes a job it would die holding.
 */
@Injectable()
export class JobConsumers implements OnApplicationBootstrap {
  private readonly logger = new Logger('Worker');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly sweeper: OutboxSweeper,
  ) {}

  /** A processor declared without TAKES_JOBS_WHEN_STARTED would take jobs at init, before the port is held: refuse to start. */
  onApplicationBootstrap(): void {
    const eager = this.hosts().filter((host) => host.worker.opts.autorun !== false);
    if (eager.length > 0) throw new Error(`These processors take jobs before the process is ready; declare them with TAKES_JOBS_WHEN_STARTED: ${eager.map((host) => host.constructor.name).join(', ')}`);
  }

  /** Every processor takes jobs from now on, and the outbox sweep runs. Starting twice changes nothing. */
  start(): void {
    for (const host of this.hosts()) {
      if (host.worker.isRunning()) continue;
      host.worker.run().catch((error: unknown) => this.logger.error({ err: error }, `The ${host.worker.name} worker stopped`));
    }
    this.sweeper.start();
  }

  private hosts(): WorkerHost[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  }
}

/** Starts the job processors of an app built with them (the worker process, or the API's in-process worker). */
export function startJobConsumers(app: INestApplicationContext): void {
  app.get(JobConsumers, { strict: false }).start();
}
