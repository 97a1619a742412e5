import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';
import type { AddOnFrequency } from '../../catalogue';
import { Subscription } from './subscription.entity';

/**
 * A non-prescription booster the customer asked to have in their box: charged with the next
 * renewal and shipped with it. 'once' is taken off by the renewal that charges it; 'every-delivery'
 * stays until the customer removes it. The price is copied when added, like a subscription item's.
 */
@Entity({ tableName: 'subscription_add_on' })
@Unique({ properties: ['subscription', 'catalogueItemId'] })
export class SubscriptionAddOn {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Subscription, { deleteRule: 'cascade' })
  subscription!: Rel<Subscription>;

  /** The catalogue item (catalogue context), by id. */
  @Property()
  catalogueItemId!: number;

  @Property({ length: 20 })
  code!: string;

  @Property({ length: 160 })
  name!: string;

  @Property({ type: 'integer' })
  pricePence!: Pence;

  @Property({ type: 'string', length: 20 })
  frequency!: AddOnFrequency;

  @TimestampProperty()
  createdAt: Date = new Date();
}
