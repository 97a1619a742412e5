import { Module } from '@nestjs/common';
import { GetLegalDocumentPdfHandler } from './application/queries/get-legal-document-pdf/get-legal-document-pdf.handler';
import { GetLegalDocumentHandler } from './application/queries/get-legal-document/get-legal-document.handler';

/** The terms and the privacy policy: typed, versioned content filled from the configured business. No tables. */
@Module({ providers: [GetLegalDocumentHandler, GetLegalDocumentPdfHandler] })
export class LegalModule {}
