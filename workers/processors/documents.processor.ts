import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { RenderDocumentsCommand } from '../../src/modules/fulfilment';
import { JobName, type JobOf } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

/** Renders PDFs (one document, or the day's merged print run) through the fulfilment context. */
@Processor('documents', { ...TAKES_JOBS_WHEN_STARTED, concurrency: 2 })
@HandlesJobs(JobName.RenderDocuments)
export class DocumentsProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(job: JobOf<JobName.RenderDocuments>): Promise<{ pages: number }> {
    // The facts came with the job: rendering reads no database, so no request context is needed.
    return this.commands.execute(new RenderDocumentsCommand(job.data.documents, job.data.storagePath, (percent) => job.updateProgress(percent)));
  }
}
