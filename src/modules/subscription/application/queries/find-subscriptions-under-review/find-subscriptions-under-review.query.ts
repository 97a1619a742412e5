import { Query } from '@nestjs/cqrs';

/** The subscriptions of these customers waiting for a prescriber's decision (review or re-consultation). */
export class FindSubscriptionsUnderReviewQuery extends Query<{ id: number; userId: number }[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
