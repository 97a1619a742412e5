import { Command } from '@nestjs/cqrs';
import type { RenderDocumentsPayload } from '../../documents.jobs';

/** Renders documents into one PDF in private storage (the documents worker's job). */
export class RenderDocumentsCommand extends Command<{ pages: number }> {
  constructor(
    readonly documents: RenderDocumentsPayload['documents'],
    readonly storagePath: string,
    readonly onProgress: (percent: number) => Promise<void>,
  ) {
    super();
  }
}
