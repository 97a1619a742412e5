import { Query } from '@nestjs/cqrs';
import type { LegalDocumentSlug } from '../../../domain/legal-document';

export interface LegalDocumentPdf {
  pdf: Buffer;
  /** 'terms-1.0.pdf': the version travels with a saved copy. */
  filename: string;
}

/** A legal document's current version as a PDF, with the same words as its web page. */
export class GetLegalDocumentPdfQuery extends Query<LegalDocumentPdf> {
  constructor(readonly slug: LegalDocumentSlug) {
    super();
  }
}
