import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Pence } from '../../../shared/domain/money';

/** A customer's standing with the payment provider and the shop: their provider customer id and referral credit. */
@Entity({ tableName: 'billing_account' })
export class BillingAccount {
  /** The customer (identity context), by id: one account each. */
  @PrimaryKey({ autoincrement: false })
  userId!: number;

  /** cus_... at the provider (Stripe or the sandbox). */
  @Property({ length: 60, nullable: true })
  gatewayCustomerId?: string;

  /** Referral rewards not yet spent, taken off the next charge. */
  @Property({ type: 'integer', default: 0 })
  creditPence: Pence = 0;
}
