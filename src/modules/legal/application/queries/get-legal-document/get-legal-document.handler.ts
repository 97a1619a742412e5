import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { LEGAL_DOCUMENTS } from '../../../content/legal-documents';
import type { LegalDocument } from '../../../domain/legal-document';
import { legalFactsFrom } from '../../legal-facts';
import { GetLegalDocumentQuery } from './get-legal-document.query';

@QueryHandler(GetLegalDocumentQuery)
export class GetLegalDocumentHandler implements IQueryHandler<GetLegalDocumentQuery> {
  constructor(private readonly config: AppConfig) {}

  async execute({ slug }: GetLegalDocumentQuery): Promise<LegalDocument> {
    return LEGAL_DOCUMENTS[slug](legalFactsFrom(this.config));
  }
}
