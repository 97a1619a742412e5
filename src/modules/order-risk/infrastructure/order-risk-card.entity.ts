import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * The card fingerprint each checked subscription was paid with, as the payment provider gave it,
 * kept here so 'the same card for different patients' is one index lookup rather than a call to
 * the provider per subscription. Updated at each check (a customer may change card).
 */
@Entity({ tableName: 'order_risk_card' })
export class OrderRiskCard {
  @PrimaryKey({ autoincrement: false })
  subscriptionId!: number;

  @Property()
  userId!: number;

  @Property({ length: 100 })
  @Index()
  fingerprint!: string;

  @TimestampProperty()
  recordedAt: Date = new Date();
}
