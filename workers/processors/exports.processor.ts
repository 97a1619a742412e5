import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { ExportRegisterCommand } from '../../src/modules/prescribing';
import { BuildDataExportCommand } from '../../src/modules/privacy';
import { JobName, type JobOf } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

/**
 * Large exports, one at a time: the POM register's Excel and patients' copies of their data
 * (a ZIP of their records and photos). A million-row register takes tens of seconds and a few
 * hundred MB. The lock is renewed from the event loop, which the export yields to between
 * pages; the long lock duration is a margin, not a need.
 */
@Processor('exports', { ...TAKES_JOBS_WHEN_STARTED, concurrency: 1, lockDuration: 120_000 })
@HandlesJobs(JobName.ExportRegister, JobName.BuildDataExport)
export class ExportsProcessor extends WorkerHost {
  constructor(
    private readonly commands: CommandBus,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  @CreateRequestContext()
  async process(job: JobOf<JobName.ExportRegister> | JobOf<JobName.BuildDataExport>): Promise<unknown> {
    if (job.name === JobName.BuildDataExport) return this.commands.execute(new BuildDataExportCommand(job.data.exportId));
    const { filters, storagePath } = job.data;
    return this.commands.execute(new ExportRegisterCommand(filters, storagePath, (percent) => job.updateProgress(percent)));
  }
}
