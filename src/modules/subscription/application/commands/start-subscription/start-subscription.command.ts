import { Command } from '@nestjs/cqrs';
import type { PaymentStatus } from '../../payment-gateway';

export interface StartedPayment {
  subscriptionId: number;
  clientSecret: string;
  status: PaymentStatus;
}

/**
 * Checkout step 3: charges the first supply of the pending subscription to a saved card.
 * Safe to repeat: while an attempt is open or paid, the same payment comes back.
 */
export class StartSubscriptionCommand extends Command<StartedPayment> {
  constructor(
    readonly userId: number,
    readonly paymentMethodId: string,
  ) {
    super();
  }
}
