import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { LEGAL_DOCUMENTS } from '../../../content/legal-documents';
import type { LegalDocument } from '../../../domain/legal-document';
import { legalFactsFrom } from '../../legal-facts';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { GetLegalDocumentQuery } from './get-legal-document.query';

@QueryHandler(GetLegalDocumentQuery)
export class GetLegalDocumentHandler implements IQueryHandler<GetLegalDocumentQuery> {
  constructor(
    private readonly config: AppConfig,
    private readonly cache: PublicReadCache,
  ) {}

  execute({ slug }: GetLegalDocumentQuery): Promise<LegalDocument> {
    return this.cache.read(`legal:${slug}`, async () => LEGAL_DOCUMENTS[slug](legalFactsFrom(this.config)));
  }
}
