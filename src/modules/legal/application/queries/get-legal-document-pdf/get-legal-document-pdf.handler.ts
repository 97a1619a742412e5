import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { LEGAL_DOCUMENTS } from '../../../content/legal-documents';
import type { LegalDocumentSlug } from '../../../domain/legal-document';
import { renderLegalDocumentPdf } from '../../../infrastructure/legal-document.pdf';
import { legalFactsFrom } from '../../legal-facts';
import { GetLegalDocumentPdfQuery, type LegalDocumentPdf } from './get-legal-document-pdf.query';

@QueryHandler(GetLegalDocumentPdfQuery)
export class GetLegalDocumentPdfHandler implements IQueryHandler<GetLegalDocumentPdfQuery> {
  /**
   * Rendered once per process, on first request: the words and the configuration they are
   * filled from cannot change while it runs, and a render costs tens of milliseconds.
   */
  private readonly rendered = new Map<LegalDocumentSlug, Promise<LegalDocumentPdf>>();

  constructor(private readonly config: AppConfig) {}

  execute({ slug }: GetLegalDocumentPdfQuery): Promise<LegalDocumentPdf> {
    let pdf = this.rendered.get(slug);
    if (!pdf) {
      pdf = this.render(slug);
      this.rendered.set(slug, pdf);
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => this.rendered.delete(slug));
    }
    return pdf;
  }

  private async render(slug: LegalDocumentSlug): Promise<LegalDocumentPdf> {
    const facts = legalFactsFrom(this.config);
    const document = LEGAL_DOCUMENTS[slug](facts);
    return { pdf: await renderLegalDocumentPdf(document, facts.business), filename: `${slug}-${document.version}.pdf` };
  }
}
