import { Command } from '@nestjs/cqrs';
import type { DocumentType } from '../../../domain/document-facts';

/** Queues one merged PDF of the chosen documents for the chosen orders: the day's print run. Returns the job to follow. */
export class StartDocumentPrintCommand extends Command<{ jobId: string }> {
  constructor(
    readonly itemIds: number[],
    readonly types: DocumentType[],
    readonly requestedByUserId: number,
  ) {
    super();
  }
}
