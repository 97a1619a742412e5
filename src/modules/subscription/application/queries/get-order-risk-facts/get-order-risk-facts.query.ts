import { Query } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../domain/subscription-status';

export interface PatientSubscriptionFact {
  id: number;
  condition: string;
  status: SubscriptionStatus;
}

/** What the order-risk rules need to know about one subscription and its patient's others. */
export interface OrderRiskFacts {
  subscriptionId: number;
  userId: number;
  condition: string;
  status: SubscriptionStatus;
  /** The provider's fingerprint of the card the subscription is charged to; null without a card or when the provider gives none. */
  cardFingerprint: string | null;
  /** Every other subscription of the same patient, any status. */
  otherSubscriptions: PatientSubscriptionFact[];
}

/** Null when there is no such subscription. Reads the card's fingerprint from the payment provider. */
export class GetOrderRiskFactsQuery extends Query<OrderRiskFacts | null> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
