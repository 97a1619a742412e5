import { Query } from '@nestjs/cqrs';

export interface SubscriptionInReview {
  subscriptionId: number;
  userId: number;
}

/** Paid subscriptions waiting for a prescriber ('review'): whose patients the patient-safety checks may still need something from. */
export class ListSubscriptionsAwaitingReviewQuery extends Query<SubscriptionInReview[]> {}
