import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type * as PdfLib from 'pdf-lib';
import { AppConfig } from '../../../../../config/app-config';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { renderDocument } from '../../../infrastructure/pdf/render-document';
import { RenderDocumentsCommand } from './render-documents.command';

@CommandHandler(RenderDocumentsCommand)
export class RenderDocumentsHandler implements ICommandHandler<RenderDocumentsCommand> {
  constructor(
    private readonly files: PrivateFileStore,
    private readonly config: AppConfig,
  ) {}

  async execute({ documents, storagePath, onProgress }: RenderDocumentsCommand): Promise<{ pages: number }> {
    if (documents.length === 1) {
      const [{ type, facts }] = documents;
      await this.files.write(storagePath, await renderDocument(type, facts, this.config.business.pharmacy));
      await onProgress(100);
      return { pages: 1 };
    }
    // The day's print run: every document, rendered one by one and copied into a single file.
    // Required here, not at the top: only the worker merges print runs, and the API process need not load pdf-lib.
    const { PDFDocument } = require('pdf-lib') as typeof PdfLib;
    const merged = await PDFDocument.create();
    for (const [index, { type, facts }] of documents.entries()) {
      const part = await PDFDocument.load(await renderDocument(type, facts, this.config.business.pharmacy));
      for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
      await onProgress(Math.floor(((index + 1) / documents.length) * 95));
    }
    await this.files.write(storagePath, Buffer.from(await merged.save()));
    await onProgress(100);
    return { pages: merged.getPageCount() };
  }
}
