import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';

export interface RenewalPaymentView {
  paymentId: number;
  subscriptionId: number;
  treatment: string;
  amountPence: Pence;
  dueOn: string;
  /** 'requires_action' while the bank waits for the customer; then 'succeeded' or 'failed'. */
  status: string;
  /** For the bank check in the browser (Stripe.js or the sandbox); only while it is needed. */
  clientSecret: string | null;
  /** The card the bank check is for (Stripe.js confirms the payment with it); only while it is needed. */
  paymentMethodId: string | null;
  provider: 'stripe' | 'sandbox';
  publishableKey: string;
}

/** A renewal payment of the signed-in customer's, for the page where they confirm it with their bank. */
export class GetRenewalPaymentQuery extends Query<RenewalPaymentView> {
  constructor(
    readonly userId: number,
    readonly paymentId: number,
  ) {
    super();
  }
}
