import { Command } from '@nestjs/cqrs';

/**
 * The customer charges a subscription's next supplies to another of their saved cards
 * (spec §7: change-payment-method). `clientSecret` is set only when the provider needs the
 * customer to confirm something in the browser; a failed renewal is retried by billing.
 */
export class ChangePaymentMethodCommand extends Command<{ clientSecret: string | null }> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly paymentMethodId: string,
  ) {
    super();
  }
}
