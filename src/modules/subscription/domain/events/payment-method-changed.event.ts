/** The customer chose another card for a subscription; a failed renewal is retried at once. */
export class PaymentMethodChanged {
  constructor(
    readonly subscriptionId: number,
    readonly paymentMethodId: string,
  ) {}
}
