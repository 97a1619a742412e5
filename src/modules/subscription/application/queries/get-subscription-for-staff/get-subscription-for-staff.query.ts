import { Query } from '@nestjs/cqrs';
import type { CustomerCard } from '../../../../identity';
import type { ItemStatus, SubscriptionStatus } from '../../../domain/subscription-status';
import type { ProviderReference } from '../../provider-references';

export interface StaffSubscriptionItem {
  id: number;
  position: number;
  catalogueItemId: number;
  code: string;
  name: string;
  pricePence: number;
  transactionPricePence: number | null;
  interval: string | null;
  intervalCount: number | null;
  status: ItemStatus;
  paidAt: string | null;
  transactionId: string | null;
  shippedOn: string | null;
  trackingNumber: string | null;
}

/**
 * A booster in the treatment plan (docs/customer-account.md, 'Add-ons'): no prescription. Either
 * waiting for the next box (`supplyItemId` null) or charged with a supply and shipped in its box.
 */
export interface StaffAddOn {
  code: string;
  name: string;
  pricePence: number;
  frequency: 'once' | 'every-delivery';
  /** The supply whose renewal charged it and whose box carries it; null while it waits for the next box. */
  supplyItemId: number | null;
  /** That box's dispatch order reference, DO-000123; null while it waits. */
  boxReference: string | null;
}

export interface StaffSubscriptionDetail {
  subscription: {
    id: number;
    status: SubscriptionStatus;
    treatment: string;
    planName: string;
    condition: string;
    dueAt: string | null;
    pricePence: number;
    stripeSubscriptionId: string | null;
    providerReference: ProviderReference | null;
    pausedUntil: string | null;
    prescriptionExpiresOn: string | null;
    /** The first day after today the prescription allows the next supply; null when it allows one today. */
    nextSupplyFrom: string | null;
    createdAt: string;
    items: StaffSubscriptionItem[];
    addOns: StaffAddOn[];
  };
  customer: CustomerCard | null;
  /** Supplies already sent, newest first: the old-orders table. */
  /** `reference` is the dispatch order's (DO-000123), `scriptRef` the prescription's (PRX12). */
  oldOrders: { id: number; reference: string; scriptRef: string | null; status: ItemStatus; codes: string[]; shippedOn: string | null; trackingNumber: string | null }[];
  otherSubscriptions: { id: number; status: SubscriptionStatus; treatment: string; dueAt: string | null }[];
  /** A change of medicine waiting for a prescriber. */
  pendingChange: { id: number; kind: 'change' | 'add'; replaces: string | null; proposed: string; proposedBy: string; proposedAt: string } | null;
}

/** One subscription as the back office shows it (spec §2 subscription detail). */
export class GetSubscriptionForStaffQuery extends Query<StaffSubscriptionDetail> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
