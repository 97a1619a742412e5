import { Query } from '@nestjs/cqrs';
import type { LegalDocument, LegalDocumentSlug } from '../../../domain/legal-document';

/** A legal document's current version, filled from the configured business. */
export class GetLegalDocumentQuery extends Query<LegalDocument> {
  constructor(readonly slug: LegalDocumentSlug) {
    super();
  }
}
