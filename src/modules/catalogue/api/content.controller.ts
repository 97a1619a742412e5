import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicReadInterceptor } from '../../../shared/public-reads/public-read.interceptor';
import { Access } from '../../../shared/auth/access.decorator';
import { ErrorBody } from '../../../shared/http/error-body';
import { GetBeforeAfterCasesQuery } from '../application/queries/get-before-after-cases/get-before-after-cases.query';
import { GetFaqGroupsQuery } from '../application/queries/get-faq-groups/get-faq-groups.query';
import { GetHomeContentQuery } from '../application/queries/get-home-content/get-home-content.query';
import { GetJournalArticleQuery } from '../application/queries/get-journal-article/get-journal-article.query';
import { GetTeamQuery } from '../application/queries/get-team/get-team.query';
import { ListJournalArticlesQuery } from '../application/queries/list-journal-articles/list-journal-articles.query';
import { ListReviewsQuery } from '../application/queries/list-reviews/list-reviews.query';
import {
  BeforeAfterCasesResponse,
  HomeContentResponse,
  JournalArticleResponse,
  JournalListResponse,
  ReviewPageRequest,
  ReviewPageResponse,
  TeamResponse,
} from './dto/content.dto';
import { FaqGroupsResponse } from './dto/faq.dto';
import { SlugParam } from './dto/slug-param.dto';

/** Editorial content of the public pages: home, team, reviews, journal, FAQs. */
@ApiTags('content')
@Access('public')
@Controller('content')
@UseInterceptors(PublicReadInterceptor)
export class ContentController {
  constructor(private readonly queries: QueryBus) {}

  @Get('home')
  @ApiOkResponse({ type: HomeContentResponse })
  home(): Promise<HomeContentResponse> {
    return this.queries.execute(new GetHomeContentQuery());
  }

  @Get('before-after')
  @ApiOkResponse({ type: BeforeAfterCasesResponse })
  beforeAfter(): Promise<BeforeAfterCasesResponse> {
    return this.queries.execute(new GetBeforeAfterCasesQuery());
  }

  @Get('team')
  @ApiOkResponse({ type: TeamResponse })
  team(): Promise<TeamResponse> {
    return this.queries.execute(new GetTeamQuery());
  }

  @Get('reviews')
  @ApiOkResponse({ type: ReviewPageResponse })
  reviews(@Query() { page, perPage }: ReviewPageRequest): Promise<ReviewPageResponse> {
    return this.queries.execute(new ListReviewsQuery(page, perPage));
  }

  @Get('journal')
  @ApiOkResponse({ type: JournalListResponse })
  journal(): Promise<JournalListResponse> {
    return this.queries.execute(new ListJournalArticlesQuery());
  }

  @Get('journal/:slug')
  @ApiOkResponse({ type: JournalArticleResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  article(@Param() { slug }: SlugParam): Promise<JournalArticleResponse> {
    return this.queries.execute(new GetJournalArticleQuery(slug));
  }

  @Get('faqs')
  @ApiOkResponse({ type: FaqGroupsResponse })
  faqs(): Promise<FaqGroupsResponse> {
    return this.queries.execute(new GetFaqGroupsQuery());
  }
}
