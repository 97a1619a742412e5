import { Collection, Entity, Enum, Index, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../domain/subscription-status';
import { SUBSCRIPTION_LIFECYCLE } from '../domain/subscription.state-machine';
import { SubscriptionItem } from './subscription-item.entity';

/** A patient's treatment: the plan's supplies, sent and charged one after another every interval. */
@Entity({ tableName: 'subscription' })
@Index({ properties: ['userId', 'status'] })
// The back-office list, which leaves out erased patients' restricted rows: newest first within a
// status, and by plan, each page and its count read from the index alone.
@Index({ name: 'subscription_unrestricted_status_id_index', expression: 'create index "subscription_unrestricted_status_id_index" on "subscription" ("status", "id") where "restricted_at" is null' })
@Index({ name: 'subscription_unrestricted_plan_id_index', expression: 'create index "subscription_unrestricted_plan_id_index" on "subscription" ("treatment_plan_id", "id") where "restricted_at" is null' })
// The renewal sweep reads due subscriptions by status and date.
@Index({ properties: ['status', 'dueAt'] })
// The list's 'Flagged' filter: only the few subscriptions with open order-risk flags are in it.
@Index({ name: 'subscription_flagged_index', expression: 'create index "subscription_flagged_index" on "subscription" ("id") where "open_risk_flags" > 0' })
export class Subscription {
  @PrimaryKey()
  id!: number;

  /** The patient (identity context), by id. */
  @Property()
  userId!: number;

  /** Changed only by SUBSCRIPTION_LIFECYCLE.take (domain/subscription.state-machine.ts): read-only here, so a direct write does not compile. */
  @Enum({ items: [...SUBSCRIPTION_STATUSES], nativeEnumName: 'subscription_status' })
  readonly status: SubscriptionStatus = SUBSCRIPTION_LIFECYCLE.initial;

  /** The condition treated, which decides the other plans the patient may switch to. */
  @Property({ length: 40 })
  condition!: string;

  /** The catalogue plan the items were copied from. */
  @Property()
  treatmentPlanId!: number;

  /** The consultation this treatment was proposed from (consultation context), by id: one proposal per consultation. */
  @Property({ nullable: true })
  @Unique()
  consultationId?: number;

  /** The price of the next supply, in pence. */
  @Property({ type: 'integer' })
  pricePence!: Pence;

  /** When the next supply ships and is charged (a UK calendar date). */
  @Property({ type: 'date', nullable: true })
  dueAt?: string;

  /** Staff search by it too. */
  @Property({ length: 100, nullable: true })
  @Index()
  stripeSubscriptionId?: string;

  /** Set while the customer has paused: nothing ships or is charged before this UK date. */
  @Property({ type: 'date', nullable: true })
  pausedUntil?: string;

  /** The last day the prescription behind this treatment is valid (12 months from approval); later renewals need a fresh review. */
  @Property({ type: 'date', nullable: true })
  prescriptionExpiresOn?: string;

  /** A renewal was declined: the next automatic retry is on this UK date; null when none is left (spec: 'FAILED'). */
  @Property({ type: 'date', nullable: true })
  retryOn?: string;

  /** The due date the last reminder email was sent for, so each charge is announced once. */
  @Property({ type: 'date', nullable: true })
  reminderSentFor?: string;

  /** The due date the customer was told their card would have expired by, so each charge's notice goes once. */
  @Property({ type: 'date', nullable: true })
  cardExpiryNoticeSentFor?: string;

  /** The due date the customer was asked to re-consult for, because their prescription had expired by then. */
  @Property({ type: 'date', nullable: true })
  reconsultRequestedFor?: string;

  /** The promo code the customer applied at checkout (catalogue promotion), upper-case. */
  @Property({ length: 40, nullable: true })
  promotionCode?: string;

  /** A friend's referral code applied at checkout: £10 off the first order, £10 credit to the friend once paid. */
  @Property({ length: 20, nullable: true })
  referralCode?: string;

  @Property({ nullable: true })
  referrerUserId?: number;

  @Property({ nullable: true })
  addressId?: number;

  /** The saved card (pm_... at the provider) the next supplies are charged to: chosen at checkout or by staff starting it; the customer may change it. */
  @Property({ length: 60, nullable: true })
  paymentMethodId?: string;

  /** When the customer (or staff) cancelled: no charge is made after this. */
  @TimestampProperty({ nullable: true })
  cancelledAt?: Date;

  /** The customer's own words on why they cancelled, if they chose to give them. */
  @Property({ length: 500, nullable: true })
  cancellationReason?: string;

  /**
   * Set when the patient's account was erased: the subscription is kept only as the record
   * behind prescriptions and payments (docs/data-rights-and-retention.md) and left out of the staff list.
   */
  @TimestampProperty({ nullable: true })
  restrictedAt?: Date;

  /**
   * How many order-risk flags on this subscription no prescriber has acknowledged yet, as the
   * order-risk context last said (RecordOpenRiskFlagsCommand): the back-office list's column and filter.
   */
  @Property({ type: 'integer', default: 0 })
  openRiskFlags: number = 0;

  @OneToMany(() => SubscriptionItem, (item) => item.subscription, { orderBy: { position: 'asc' }, orphanRemoval: true })
  items = new Collection<SubscriptionItem>(this);

  @TimestampProperty()
  createdAt: Date = new Date();
}
