import { Query } from '@nestjs/cqrs';

/** What a prescriber's decision needs to know about a subscription: who, what, and from which consultation. */
export interface SubscriptionForReview {
  id: number;
  userId: number;
  status: string;
  consultationId: number | null;
  /** The first supply, dispensed first: paid at checkout, or not yet for one staff started (its renewal charges it). */
  item: { id: number; catalogueItemId: number; code: string; name: string; paid: boolean };
  /**
   * The supplies a prescription is written for, in order; the last one `repeats` once the plan has
   * run out, unless it is a one-off. Under review: the whole plan, the first supply (paid at
   * checkout) included. Waiting for a re-consultation: the supplies still to come, or the last
   * one again when the plan has run out.
   */
  plan: { id: number; catalogueItemId: number; code: string; name: string; repeats: boolean }[];
}

export class GetSubscriptionForReviewQuery extends Query<SubscriptionForReview | null> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
