import { Query } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../domain/subscription-status';
import type { ProviderReference } from '../../provider-references';

export interface StaffSubscriptionFilter {
  /** Trimmed and lower-cased: a customer's name or email, an order id (#123 or 123), or a provider subscription id. */
  keyword?: string;
  status?: SubscriptionStatus;
  planId?: number;
  /** Only subscriptions with order-risk flags no prescriber has acknowledged yet. */
  flagged?: boolean;
  page: number;
  perPage: number;
}

export interface StaffSubscriptionRow {
  id: number;
  customer: { id: number; name: string; email: string };
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  /** What staff find the subscription by at the payment provider (its latest payment, else the customer). */
  providerReference: ProviderReference | null;
  treatment: string;
  dueAt: string | null;
  currentItemCode: string | null;
  highlighted: boolean;
  /** Order-risk flags not yet acknowledged by a prescriber. */
  openRiskFlags: number;
}

export interface StaffSubscriptionPage {
  total: number;
  data: StaffSubscriptionRow[];
  /** True when the keyword matched more customers than a search looks through: staff should narrow it. */
  customerMatchesCapped: boolean;
}

/** The back-office subscriptions list (spec §2/§7 get-subscriptions), newest first. */
export class ListSubscriptionsForStaffQuery extends Query<StaffSubscriptionPage> {
  constructor(readonly filter: StaffSubscriptionFilter) {
    super();
  }
}
