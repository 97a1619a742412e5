import { Collection, Entity, Enum, Index, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { DispensingCheck } from './dispensing-check.entity';

export const ORDER_STATUSES = ['waiting', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One prescribed supply to dispatch: opened when a prescription is issued, shipped once
 * through the carrier. The dispatch list reads these rows, so it needs no other context's tables.
 */
@Entity({ tableName: 'fulfilment_order' })
@Index({ properties: ['status', 'createdAt'] })
export class FulfilmentOrder {
  @PrimaryKey()
  id!: number;

  @Property()
  @Index()
  subscriptionId!: number;

  /** The supply (subscription item, subscription context), by id: one order per supply. */
  @Property()
  @Unique()
  subscriptionItemId!: number;

  @Property()
  userId!: number;

  @Property()
  prescriptionId!: number;

  @Property({ length: 200 })
  customerName!: string;

  @Property({ length: 160 })
  treatment!: string;

  @Property({ length: 40 })
  quantity!: string;

  /** Which supply against the prescription this order dispenses, '3 of 6' (the prescribing context counts them). Null on orders from before supplies were counted. */
  @Property({ nullable: true })
  supplyNumber?: number;

  @Property({ nullable: true })
  suppliesAuthorised?: number;

  @Enum({ items: [...ORDER_STATUSES], nativeEnumName: 'fulfilment_order_status' })
  status: OrderStatus = 'waiting';

  @Property({ type: 'date', nullable: true })
  dispatchedOn?: string;

  @Property({ length: 40, nullable: true })
  @Unique()
  trackingNumber?: string;

  @Property({ length: 30, nullable: true })
  carrier?: string;

  /** Where the carrier's label is kept in private storage. */
  @Property({ length: 200, nullable: true })
  labelPath?: string;

  @Property({ nullable: true })
  dispatchedByUserId?: number;

  @TimestampProperty()
  createdAt: Date = new Date();

  /** The pharmacist's checks of this supply, oldest first (ADR 0007). */
  @OneToMany(() => DispensingCheck, (check) => check.order)
  checks = new Collection<DispensingCheck>(this);
}
