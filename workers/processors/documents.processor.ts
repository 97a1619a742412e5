import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { RenderDocumentsCommand } from '../../src/modules/fulfilment';
import { JobName, JobPayloads } from '../../src/shared/queue/jobs';
import { HandlesJobs } from '../job-registry';

/** Renders PDFs (one document, or the day's merged print run) through the fulfilment context. */
@Processor('documents', { concurrency: 2 })
@HandlesJobs(JobName.RenderDocuments)
export class DocumentsProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(job: Job<JobPayloads[JobName.RenderDocuments]>): Promise<{ pages: number }> {
    // The facts came with the job: rendering reads no database, so no request context is needed.
    return this.commands.execute(new RenderDocumentsCommand(job.data.documents, job.data.storagePath, (percent) => job.updateProgress(percent)));
  }
}
