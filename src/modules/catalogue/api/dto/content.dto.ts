import { ApiProperty } from '@nestjs/swagger';
import { BEFORE_AFTER_FORMULAS } from '../../content/before-after.content';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { FaqResponse } from './faq.dto';

export class ReviewSummaryResponse {
  @ApiProperty({ example: 4.8 }) average: number;
  @ApiProperty({ example: 24 }) count: number;
}

class LogoResponse {
  @ApiProperty() name: string;
  @ApiProperty() logoUrl: string;
}

class TileResponse {
  @ApiProperty() title: string;
  @ApiProperty() href: string;
  @ApiProperty() imageUrl: string;
}

class SocialImageResponse {
  @ApiProperty() imageUrl: string;
  @ApiProperty() alt: string;
  @ApiProperty() href: string;
}

export class HomeContentResponse {
  @ApiProperty({ type: ReviewSummaryResponse }) reviewSummary: ReviewSummaryResponse;
  @ApiProperty({ type: [LogoResponse] }) asSeenIn: LogoResponse[];
  @ApiProperty({ type: [TileResponse] }) conditionTiles: TileResponse[];
  @ApiProperty({ type: [FaqResponse] }) faqs: FaqResponse[];
  @ApiProperty({ type: [SocialImageResponse] }) socialStrip: SocialImageResponse[];
}

class BeforeAfterCaseResponse {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() age: number;
  @ApiProperty({ enum: BEFORE_AFTER_FORMULAS }) formula: (typeof BEFORE_AFTER_FORMULAS)[number];
  @ApiProperty() beforeImageUrl: string;
  @ApiProperty() afterImageUrl: string;
}

export class BeforeAfterCasesResponse {
  @ApiProperty({ type: [BeforeAfterCaseResponse] }) cases: BeforeAfterCaseResponse[];
}

class TeamMemberResponse {
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty() role: string;
  @ApiProperty({ example: 'GMC 7000001', description: "From the prescriber's profile (or, for the superintendent pharmacist, the business configuration): the same as on their prescriptions" }) registration: string;
  @ApiProperty() bio: string;
  @ApiProperty() imageUrl: string;
}

export class TeamResponse {
  @ApiProperty({ type: [TeamMemberResponse] }) members: TeamMemberResponse[];
}

class ReviewResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty() treatment: string;
  @ApiProperty({ example: '2025-11-20' }) date: string;
}

export class ReviewPageResponse {
  @ApiProperty({ type: ReviewSummaryResponse }) summary: ReviewSummaryResponse;
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
  @ApiProperty({ type: [ReviewResponse] }) data: ReviewResponse[];
}

export class ReviewPageRequest {
  @PageField({ max: 10_000 })
  page: number = 1;

  @PageSizeField({ defaultSize: 10, max: 50 })
  perPage: number = 10;
}

export class JournalArticleSummaryResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty({ example: '2025-10-28' }) publishedAt: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty() readingMinutes: number;
}

export class JournalListResponse {
  @ApiProperty({ type: [JournalArticleSummaryResponse] }) articles: JournalArticleSummaryResponse[];
}

export class JournalArticleResponse extends JournalArticleSummaryResponse {
  @ApiProperty() author: string;
  @ApiProperty({ description: 'Sanitised HTML' }) bodyHtml: string;
}
