import { Query } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../domain/subscription-status';

export interface OngoingSubscription {
  id: number;
  status: SubscriptionStatus;
  /** The payment provider's subscription number, once there is one. */
  stripeSubscriptionId: string | null;
  dueAt: string | null;
}

/**
 * A customer's treatments that are still running (active, shipping, processing or with a
 * failed payment being retried), newest first: what staff need in front of them when
 * answering the customer.
 */
export class ListOngoingSubscriptionsQuery extends Query<OngoingSubscription[]> {
  constructor(readonly userId: number) {
    super();
  }
}
