import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { DomainEvents } from '../../src/shared/events/domain-events';
import { JobName, JobPayloads } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

/** Runs the after-commit reactions to domain events; BullMQ retries one that throws. */
@Processor('events', TAKES_JOBS_WHEN_STARTED)
@HandlesJobs(JobName.DeliverDomainEvent)
export class DomainEventsProcessor extends WorkerHost {
  constructor(
    private readonly events: DomainEvents,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: Job<JobPayloads[JobName.DeliverDomainEvent]>): Promise<void> {
    await this.events.deliver(job.data);
  }
}
