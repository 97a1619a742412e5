import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';
import { ITEM_LIFECYCLE } from '../domain/item.state-machine';
import { ITEM_STATUSES, type ItemStatus } from '../domain/subscription-status';
import { Subscription } from './subscription.entity';

/**
 * One supply in a subscription, copied from the catalogue when proposed, so a later
 * catalogue price change never alters what a patient already agreed to.
 */
@Entity({ tableName: 'subscription_item' })
export class SubscriptionItem {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Subscription, { index: true, deleteRule: 'cascade' })
  subscription!: Rel<Subscription>;

  @Property({ default: 0 })
  position: number = 0;

  /** The catalogue item (catalogue context), by id. */
  @Property()
  catalogueItemId!: number;

  @Property({ length: 20 })
  code!: string;

  @Property({ length: 160 })
  name!: string;

  @Property({ type: 'integer' })
  pricePence!: Pence;

  /** What was actually charged, after any promotion; set when paid. */
  @Property({ type: 'integer', nullable: true })
  transactionPricePence?: Pence;

  @Property({ length: 10, nullable: true })
  interval?: string;

  @Property({ nullable: true })
  intervalCount?: number;

  /** Changed only by ITEM_LIFECYCLE.take (domain/item.state-machine.ts): read-only here, so a direct write does not compile. */
  @Enum({ items: [...ITEM_STATUSES], nativeEnumName: 'subscription_item_status' })
  readonly status: ItemStatus = ITEM_LIFECYCLE.initial;

  @TimestampProperty({ nullable: true })
  paidAt?: Date;

  /** The provider's payment id for this supply ('stid' in the original). */
  @Property({ length: 60, nullable: true })
  transactionId?: string;

  /** The UK date this supply was (or is planned to be) dispatched: set by fulfilment on shipping, or by staff. */
  @Property({ type: 'date', nullable: true })
  shippedOn?: string;

  /** The carrier's tracking number, once shipped. */
  @Property({ length: 40, nullable: true })
  trackingNumber?: string;
}
