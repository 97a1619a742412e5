import { Command } from '@nestjs/cqrs';

/** The customer has answered their bank's check for a renewal (on the signed-in confirm page); settle it from the provider's word. */
export class ConfirmRenewalPaymentCommand extends Command<{ status: string }> {
  constructor(
    readonly userId: number,
    readonly paymentId: number,
  ) {
    super();
  }
}
