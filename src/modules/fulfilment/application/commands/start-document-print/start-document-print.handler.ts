import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS, JobName } from '../../../../../shared/queue/jobs';
import type { RenderDocumentsPayload } from '../../documents.jobs';
import { DocumentFactsGatherer } from '../../document-facts.gatherer';
import { StartDocumentPrintCommand } from './start-document-print.command';

@CommandHandler(StartDocumentPrintCommand)
export class StartDocumentPrintHandler implements ICommandHandler<StartDocumentPrintCommand> {
  constructor(
    private readonly facts: DocumentFactsGatherer,
    @InjectQueue('documents') private readonly queue: Queue,
  ) {}

  async execute({ itemIds, types, requestedByUserId }: StartDocumentPrintCommand): Promise<{ jobId: string }> {
    const documents: RenderDocumentsPayload['documents'] = [];
    // Gathered now, so a missing prescription or payment is refused here with its reason, not later in the worker.
    for (const itemId of itemIds) for (const type of types) documents.push({ type, facts: await this.facts.gather(itemId, type) });
    const payload: RenderDocumentsPayload = { requestedByUserId, storagePath: `prints/${randomUUID()}.pdf`, documents };
    const job = await this.queue.add(JobName.RenderDocuments, payload, JOB_OPTIONS[JobName.RenderDocuments]);
    return { jobId: job.id! };
  }
}
