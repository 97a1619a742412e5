import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { ExportRegisterCommand } from '../../src/modules/prescribing';
import { JobName, JobPayloads } from '../../src/shared/queue/jobs';
import { HandlesJobs } from '../job-registry';

/**
 * Large exports, one at a time: a million-row register takes tens of seconds and a few
 * hundred MB. The lock is renewed from the event loop, which the export yields to between
 * pages; the long lock duration is a margin, not a need.
 */
@Processor('exports', { concurrency: 1, lockDuration: 120_000 })
@HandlesJobs(JobName.ExportRegister)
export class ExportsProcessor extends WorkerHost {
  constructor(
    private readonly commands: CommandBus,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: Job<JobPayloads[JobName.ExportRegister]>): Promise<{ rows: number }> {
    return this.commands.execute(new ExportRegisterCommand(job.data.filters, job.data.storagePath, (percent) => job.updateProgress(percent)));
  }
}
