import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS, JobName } from '../../../../../shared/queue/jobs';
import type { RenderDocumentsPayload } from '../../documents.jobs';
import { waitForJob } from '../../../../../shared/queue/requested-jobs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { DocumentTimeoutError } from '../../../domain/fulfilment.errors';
import { DocumentFactsGatherer } from '../../document-facts.gatherer';
import { RenderedDocument, RequestDocumentCommand } from './request-document.command';

/** Long enough for a busy worker, short enough that a stuck one gets a clear answer rather than a hung tab. */
const WAIT_MS = 20_000;

@CommandHandler(RequestDocumentCommand)
export class RequestDocumentHandler implements ICommandHandler<RequestDocumentCommand> {
  constructor(
    private readonly facts: DocumentFactsGatherer,
    private readonly files: PrivateFileStore,
    @InjectQueue('documents') private readonly queue: Queue,
  ) {}

  async execute({ type, itemId, requestedByUserId }: RequestDocumentCommand): Promise<RenderedDocument> {
    const facts = await this.facts.gather(itemId, type);
    const storagePath = `documents/${randomUUID()}.pdf`;
    const payload: RenderDocumentsPayload = { requestedByUserId, storagePath, documents: [{ type, facts }] };
    const job = await this.queue.add(JobName.RenderDocuments, payload, JOB_OPTIONS[JobName.RenderDocuments]);
    const outcome = await waitForJob(this.queue, job.id!, WAIT_MS);
    if (outcome !== 'completed') throw new DocumentTimeoutError();
    const pdf = await this.files.read(storagePath);
    // Printed on demand from the records: the copy is not kept once it has been handed over.
    await this.files.remove(storagePath);
    await job.remove().catch(() => undefined);
    return { pdf, filename: `${type}-${facts.orderRef}.pdf` };
  }
}
