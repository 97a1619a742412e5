import { Command } from '@nestjs/cqrs';
import type { DocumentType } from '../../../domain/document-facts';

export interface RenderedDocument {
  pdf: Buffer;
  filename: string;
}

/** One document for one item, printed by the documents worker from the records as they are now. */
export class RequestDocumentCommand extends Command<RenderedDocument> {
  constructor(
    readonly type: DocumentType,
    readonly itemId: number,
    readonly requestedByUserId: number,
  ) {
    super();
  }
}
