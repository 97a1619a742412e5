import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { CHECK_KINDS, type CheckKind } from '../domain/dispensing-checks';
import { FulfilmentOrder } from './fulfilment-order.entity';

/**
 * A pharmacist's recorded check of one supply before it may leave: the clinical check (the
 * prescription is right for this patient) or the accuracy check (the pack in hand is what was
 * prescribed, with its batch and expiry). A check made again before shipping (a different
 * pack, say) is a new row; the newest of each kind counts, and the earlier ones stay as history.
 */
@Entity({ tableName: 'dispensing_check' })
@Index({ properties: ['order', 'kind'] })
export class DispensingCheck {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => FulfilmentOrder, { deleteRule: 'cascade' })
  order!: Rel<FulfilmentOrder>;

  @Enum({ items: [...CHECK_KINDS], nativeEnumName: 'dispensing_check_kind' })
  kind!: CheckKind;

  /** The pharmacist (identity context), by id, with their name and GPhC number as they were. */
  @Property()
  pharmacistUserId!: number;

  @Property({ length: 160 })
  pharmacistName!: string;

  @Property({ length: 7 })
  pharmacistGphcNumber!: string;

  /** Accuracy check only: what the pack says. */
  @Property({ length: 20, nullable: true })
  productCode?: string;

  @Property({ length: 40, nullable: true })
  batchNumber?: string;

  @Property({ type: 'date', nullable: true })
  expiresOn?: string;

  @TimestampProperty()
  checkedAt!: Date;
}
