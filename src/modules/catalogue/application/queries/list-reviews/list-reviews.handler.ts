import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { REVIEWS, summariseReviews } from '../../../content/reviews.content';
import { ListReviewsQuery, ReviewPage } from './list-reviews.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(query: ListReviewsQuery): Promise<ReviewPage> {
    return this.cache.read(`content:reviews:${query.page}:${query.perPage}`, () => this.load(query));
  }

  private async load({ page, perPage }: ListReviewsQuery): Promise<ReviewPage> {
    const start = (page - 1) * perPage;
    return { summary: summariseReviews(), total: REVIEWS.length, page, perPage, data: REVIEWS.slice(start, start + perPage) };
  }
}
