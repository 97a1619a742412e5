/** The customer chose another card for a subscription. */
export class PaymentMethodChanged {
  constructor(
    readonly subscriptionId: number,
    readonly paymentMethodId: string,
    /**
     * The due date of the renewal that had failed when the card was chosen, if one had: that
     * renewal is retried at once with the new card. A renewal that fails later waits for its
     * retry date like any other.
     */
    readonly failedDueOn: string | null,
  ) {}
}
