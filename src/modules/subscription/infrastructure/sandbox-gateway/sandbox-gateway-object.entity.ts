import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../../shared/database/timestamps';

export type SandboxObjectKind = 'customer' | 'payment_method' | 'setup_intent' | 'payment_intent' | 'refund';

/**
 * The offline sandbox's own records, shaped like the provider's objects (cus_, pm_,
 * seti_, pi_, re_). They stand in for Stripe's side of the wire: the shop's own
 * tables never hold a card number, and neither does this one (last 4 digits only).
 */
@Entity({ tableName: 'sandbox_gateway_object' })
@Index({ properties: ['kind', 'customerId'] })
export class SandboxGatewayObject {
  @PrimaryKey({ length: 60 })
  id!: string;

  @Property({ length: 20 })
  kind!: SandboxObjectKind;

  @Property({ length: 60, nullable: true })
  customerId?: string;

  /** As Stripe does: the same key on a creating call returns the first result instead of creating again. */
  @Property({ length: 200, nullable: true })
  @Unique()
  idempotencyKey?: string;

  @Property({ type: 'json' })
  data: Record<string, unknown> = {};

  @TimestampProperty()
  createdAt: Date = new Date();
}
