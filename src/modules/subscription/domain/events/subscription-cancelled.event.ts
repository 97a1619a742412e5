/** The customer cancelled a subscription: no further supply is charged or sent. */
export class SubscriptionCancelled {
  constructor(
    readonly subscriptionId: number,
    readonly userId: number,
  ) {}
}
