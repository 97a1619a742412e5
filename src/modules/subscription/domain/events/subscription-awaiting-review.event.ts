/**
 * A first payment was settled and the subscription went to review: the prescriber will decide.
 * Published in the settlement's transaction; contexts that prepare the review (order-risk flags)
 * react after it commits.
 */
export class SubscriptionAwaitingReview {
  constructor(
    readonly subscriptionId: number,
    readonly userId: number,
  ) {}
}
