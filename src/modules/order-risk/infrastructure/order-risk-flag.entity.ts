import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { FLAG_KINDS, type FlagKind, type Occasion } from '../domain/order-risk-rules';

/**
 * One thing about an order a prescriber should look at before approving it (issue 19). Raised by
 * the rules in domain/order-risk-rules.ts; open until a prescriber acknowledges it with a note.
 */
@Entity({ tableName: 'order_risk_flag' })
// The same evidence never raises the same kind twice on one subscription.
@Unique({ properties: ['subscriptionId', 'kind', 'evidence'] })
export class OrderRiskFlag {
  @PrimaryKey()
  id!: number;

  /** The subscription (subscription context), by id. */
  @Property()
  @Index()
  subscriptionId!: number;

  @Enum({ items: [...FLAG_KINDS], nativeEnumName: 'order_risk_flag_kind' })
  kind!: FlagKind;

  /** What staff read: the other accounts or subscriptions, by name and number. */
  @Property({ type: 'text' })
  details!: string;

  /** What it was raised on (ids), for not raising it again. */
  @Property({ length: 200 })
  evidence!: string;

  @Property({ length: 10 })
  occasion!: Occasion;

  @TimestampProperty()
  raisedAt: Date = new Date();

  @Property({ nullable: true })
  acknowledgedBy?: number;

  @TimestampProperty({ nullable: true })
  acknowledgedAt?: Date;

  @Property({ type: 'text', nullable: true })
  note?: string;
}
