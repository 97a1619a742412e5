import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';
import type { AddOnLine } from '../domain/add-on-line';
import type { AddOnStockState, SoldOutAddOn } from '../domain/add-on-stock';
import type { Charge } from '../domain/pricing';

export const PAYMENT_STATUSES = ['requires_action', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to charge a supply, as the provider reported it. The first charge of a
 * subscription gets a new attempt only after the previous one failed, so a repeated
 * click, retry or reload reaches the same provider payment and never charges twice.
 */
@Entity({ tableName: 'payment' })
@Index({ properties: ['subscriptionId', 'attempt'] })
// A renewal's attempts are numbered per due date: two workers can never record two first attempts for one supply.
@Unique({ properties: ['subscriptionId', 'dueOn', 'attempt'] })
export class PaymentRecord {
  @PrimaryKey()
  id!: number;

  @Property()
  subscriptionId!: number;

  @Property()
  userId!: number;

  @Property()
  attempt!: number;

  /** Renewals only: the due date this payment renews (UK calendar date); null for the first charge at checkout. */
  @Property({ type: 'date', nullable: true })
  dueOn?: string;

  /** Renewals only: the supply this payment pays for. */
  @Property({ nullable: true })
  subscriptionItemId?: number;

  /** pi_... at the provider; the item's transaction id once paid. */
  @Property({ length: 60 })
  @Unique()
  gatewayPaymentId!: string;

  @Enum({ items: [...PAYMENT_STATUSES], nativeEnumName: 'payment_status' })
  status!: PaymentRecordStatus;

  /** What was charged, after the promotion and credit below. */
  @Property({ type: 'integer' })
  amountPence!: Pence;

  @Property({ type: 'integer' })
  originalPence!: Pence;

  @Property({ type: 'integer', default: 0 })
  discountPence: Pence = 0;

  @Property({ type: 'integer', default: 0 })
  creditPence: Pence = 0;

  @Property({ length: 40, nullable: true })
  promotionCode?: string;

  /** Renewals only: the add-ons this payment charged for (included in `originalPence`), shipped in the same box. */
  @Property({ type: 'json', default: '[]' })
  addOnLines: AddOnLine[] = [];

  /** Renewals only: the add-ons in the box that the shelf had none left of when this was charged: not charged, not sent, and kept in the box for the next renewal. */
  @Property({ type: 'json', default: '[]' })
  soldOutAddOns: SoldOutAddOn[] = [];

  /** Where the packs of `addOnLines` stand (domain/add-on-stock.ts): moved only by AddOnReservations. */
  @Property({ type: 'string', length: 10, nullable: true })
  addOnStock?: AddOnStockState;

  @Property({ length: 300, nullable: true })
  failureMessage?: string;

  /** The provider's reason for a decline (Stripe's `decline_code`, else its `code`): decides whether retries go on (decline-classes.ts). */
  @Property({ length: 60, nullable: true })
  declineCode?: string;

  /** Settled with account credit alone: the card was charged nothing (the receipt says 'Paid with account credit'). */
  @Property({ default: false })
  paidWithCredit: boolean = false;

  @TimestampProperty()
  createdAt: Date = new Date();

  @TimestampProperty({ nullable: true })
  paidAt?: Date;

  /** When the provider told us the customer disputed this payment with their bank (a chargeback). */
  @TimestampProperty({ nullable: true })
  disputedAt?: Date;

  /** Set once the subscription, item, credit and email have been updated for this payment: that happens once. */
  @TimestampProperty({ nullable: true })
  settledAt?: Date;
}

/** A payment's money columns for `charge`, written the same way for a first charge and a renewal. */
export function paymentAmounts(charge: Charge): Pick<PaymentRecord, 'amountPence' | 'originalPence' | 'discountPence' | 'creditPence' | 'paidWithCredit'> {
  return {
    amountPence: charge.totalPence,
    originalPence: charge.originalPence,
    discountPence: charge.promotionDiscountPence,
    creditPence: charge.creditAppliedPence,
    // Nothing left for the card and credit spent on it: paid with account credit alone (a renewal's receipt says so).
    paidWithCredit: charge.totalPence === 0 && charge.creditAppliedPence > 0,
  };
}
