import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * That a subscription's flags were computed for one occasion ('review', or 'renewal:<item id>'):
 * a retried reaction computes nothing twice, and approval knows the review's check has run.
 */
@Entity({ tableName: 'order_risk_check' })
export class OrderRiskCheck {
  @PrimaryKey({ autoincrement: false })
  subscriptionId!: number;

  @PrimaryKey({ length: 40 })
  occasion!: string;

  @TimestampProperty()
  checkedAt: Date = new Date();

  /** How many flags this check raised. */
  @Property()
  raised!: number;
}
