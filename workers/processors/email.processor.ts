import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { UnrecoverableError } from 'bullmq';
import { DomainError } from '../../src/shared/domain/domain-error';
import { DeliverEmailCommand } from '../../src/modules/messaging';
import { JobName, type JobOf } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

/** Sends each queued email through the messaging context; BullMQ retries with backoff on failure. */
@Processor('email', TAKES_JOBS_WHEN_STARTED)
@HandlesJobs(JobName.SendEmail)
export class EmailProcessor extends WorkerHost {
  constructor(
    private readonly commands: CommandBus,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: JobOf<JobName.SendEmail>): Promise<void> {
    try {
      await this.commands.execute(new DeliverEmailCommand(job.data));
    } catch (error) {
      // A bad template or address will fail the same way every time: do not retry it.
      if (error instanceof DomainError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
