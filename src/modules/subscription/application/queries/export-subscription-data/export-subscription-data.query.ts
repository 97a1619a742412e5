import { Query } from '@nestjs/cqrs';
import type { ItemStatus, SubscriptionStatus } from '../../../domain/subscription-status';

export interface SubscriptionData {
  /** The patient's treatments ('orders' on their account). */
  subscriptions: {
    orderNumber: string;
    id: number;
    status: SubscriptionStatus;
    condition: string;
    consultationId: number | null;
    startedAt: string;
    nextDeliveryOn: string | null;
    pausedUntil: string | null;
    cancelledAt: string | null;
    cancellationReason: string | null;
    promotionCode: string | null;
    referralCode: string | null;
    supplies: { code: string; name: string; pricePence: number; chargedPence: number | null; status: ItemStatus; paidAt: string | null; shippedOn: string | null; trackingNumber: string | null }[];
  }[];
  /** Every attempt to charge them, as the provider reported it. No card numbers or provider secrets are held. */
  payments: {
    orderNumber: string;
    reference: string;
    status: string;
    amountPence: number;
    beforeOffersPence: number;
    discountPence: number;
    creditUsedPence: number;
    promotionCode: string | null;
    forDeliveryDue: string | null;
    failureMessage: string | null;
    createdAt: string;
    paidAt: string | null;
    disputedAt: string | null;
  }[];
  /** Cards saved at the payment provider: brand, last four digits and expiry only. */
  savedCards: { brand: string; last4: string; expires: string }[];
  referralCreditPence: number;
}

/** What the subscription context holds about a patient, for their copy of their data (and for deciding what an erasure keeps). */
export class ExportSubscriptionDataQuery extends Query<SubscriptionData> {
  constructor(readonly userId: number) {
    super();
  }
}
