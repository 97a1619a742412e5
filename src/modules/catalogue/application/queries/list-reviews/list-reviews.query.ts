import { Query } from '@nestjs/cqrs';
import type { Review } from '../../../content/reviews.content';

export interface ReviewPage {
  summary: { average: number; count: number };
  total: number;
  page: number;
  perPage: number;
  data: Review[];
}

export class ListReviewsQuery extends Query<ReviewPage> {
  constructor(
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
