import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A supply counted against a prescription line: the first at approval, each renewal once it is
 * paid. Counting paid supplies, not dispatched ones, means a second renewal cannot slip past the
 * count while the first is still on the shelf. Append-only, like the register it feeds.
 */
@Entity({ tableName: 'prescription_supply' })
@Unique({ properties: ['prescriptionId', 'supplyNumber'] })
export class PrescriptionSupply {
  @PrimaryKey()
  id!: number;

  @Property()
  @Index()
  prescriptionId!: number;

  @Property()
  lineId!: number;

  /** Counted across the whole prescription: '3 of 6'. */
  @Property()
  supplyNumber!: number;

  /** The subscription item (the supply the customer paid for), by id: one count per supply however often it is asked. */
  @Property()
  @Unique()
  subscriptionItemId!: number;

  @Property({ type: 'date' })
  suppliedOn!: string;

  @TimestampProperty()
  createdAt: Date = new Date();
}
