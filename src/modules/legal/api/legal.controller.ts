import { Controller, Get, Header, StreamableFile, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicReadInterceptor } from '../../../shared/public-reads/public-read.interceptor';
import { Access } from '../../../shared/auth/access.decorator';
import { GetLegalDocumentPdfQuery } from '../application/queries/get-legal-document-pdf/get-legal-document-pdf.query';
import { GetLegalDocumentQuery } from '../application/queries/get-legal-document/get-legal-document.query';
import type { LegalDocumentSlug } from '../domain/legal-document';
import { LegalDocumentResponse } from './dto/legal-document.dto';

/** Browsers and proxies may keep a PDF an hour: a new version reaches everyone within that. */
const PDF_CACHE = 'public, max-age=3600';

/**
 * The terms and the privacy policy: as data for their web pages (/terms, /privacy-policy)
 * and as the PDFs the footer and the sign-up link to (spec §2, site footer).
 */
@ApiTags('content')
@Access('public')
@Controller()
export class LegalController {
  constructor(private readonly queries: QueryBus) {}

  @Get('content/legal/terms')
  @UseInterceptors(PublicReadInterceptor)
  @ApiOkResponse({ type: LegalDocumentResponse })
  terms(): Promise<LegalDocumentResponse> {
    return this.queries.execute(new GetLegalDocumentQuery('terms'));
  }

  @Get('content/legal/privacy-policy')
  @UseInterceptors(PublicReadInterceptor)
  @ApiOkResponse({ type: LegalDocumentResponse })
  privacyPolicy(): Promise<LegalDocumentResponse> {
    return this.queries.execute(new GetLegalDocumentQuery('privacy-policy'));
  }

  @Get('legal/terms.pdf')
  @Header('Cache-Control', PDF_CACHE)
  @ApiOkResponse({ description: 'The terms and conditions', content: { 'application/pdf': {} } })
  termsPdf(): Promise<StreamableFile> {
    return this.pdf('terms');
  }

  @Get('legal/privacy-policy.pdf')
  @Header('Cache-Control', PDF_CACHE)
  @ApiOkResponse({ description: 'The privacy policy', content: { 'application/pdf': {} } })
  privacyPolicyPdf(): Promise<StreamableFile> {
    return this.pdf('privacy-policy');
  }

  private async pdf(slug: LegalDocumentSlug): Promise<StreamableFile> {
    const { pdf, filename } = await this.queries.execute(new GetLegalDocumentPdfQuery(slug));
    // Inline: the browser shows it; saving it keeps the version in the file's name.
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${filename}"`, length: pdf.length });
  }
}
