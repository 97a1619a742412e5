import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { REVIEWS, summariseReviews } from '../../../content/reviews.content';
import { ListReviewsQuery, ReviewPage } from './list-reviews.query';

@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  async execute({ page, perPage }: ListReviewsQuery): Promise<ReviewPage> {
    const start = (page - 1) * perPage;
    return { summary: summariseReviews(), total: REVIEWS.length, page, perPage, data: REVIEWS.slice(start, start + perPage) };
  }
}
