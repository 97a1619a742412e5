import { Query } from '@nestjs/cqrs';

/** What a prescriber's decision needs to know about a subscription: who, what, and from which consultation. */
export interface SubscriptionForReview {
  id: number;
  userId: number;
  status: string;
  consultationId: number | null;
  /** The first supply: the one the prescription is written for. */
  item: { id: number; catalogueItemId: number; code: string; name: string };
}

export class GetSubscriptionForReviewQuery extends Query<SubscriptionForReview | null> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
