import { Command } from '@nestjs/cqrs';

/** Renders documents into one PDF in private storage (the documents worker's job). */
export class RenderDocumentsCommand extends Command<{ pages: number }> {
  constructor(
    readonly documents: { type: string; facts: object }[],
    readonly storagePath: string,
    readonly onProgress: (percent: number) => Promise<void>,
  ) {
    super();
  }
}
