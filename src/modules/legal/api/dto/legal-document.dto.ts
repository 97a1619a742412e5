import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentSlug } from '../../domain/legal-document';

export class LegalParagraphResponse {
  @ApiProperty({ description: 'Plain text' }) text: string;
  @ApiPropertyOptional({ type: [String], description: 'A bulleted list following the text' }) list?: string[];
}

export class LegalSectionResponse {
  @ApiProperty({ description: 'The anchor of the section on the web page', example: 'refunds' }) id: string;
  @ApiProperty() heading: string;
  @ApiProperty({ type: [LegalParagraphResponse] }) paragraphs: LegalParagraphResponse[];
}

export class LegalDocumentResponse {
  @ApiProperty({ enum: LEGAL_DOCUMENT_SLUGS }) slug: LegalDocumentSlug;
  @ApiProperty() title: string;
  @ApiProperty({ example: '1.0' }) version: string;
  @ApiProperty({ description: 'When this version took effect (YYYY-MM-DD)', example: '2026-11-24' }) effectiveOn: string;
  @ApiProperty() summary: string;
  @ApiProperty({ type: [LegalSectionResponse] }) sections: LegalSectionResponse[];
  @ApiProperty({ example: '/terms' }) pagePath: string;
  @ApiProperty({ example: '/legal/terms.pdf' }) pdfPath: string;
}
