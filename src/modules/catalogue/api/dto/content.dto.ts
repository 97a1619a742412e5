import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BEFORE_AFTER_FORMULAS } from '../../content/before-after.content';
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
  @ApiProperty({ example: 'GMC 7012345' }) registration: string;
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
  @ApiProperty({ required: false, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page: number = 1;

  @ApiProperty({ required: false, default: 10, minimum: 1, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be 1 or more' })
  @Max(50, { message: 'perPage must be at most 50' })
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
