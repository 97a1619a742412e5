import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { ShopCategory } from '../domain/catalogue-types';

export const PROMOTION_TYPES = ['percentage', 'fixed'] as const;
export const PROMOTION_DURATIONS = ['once', 'repeating', 'forever'] as const;

/** A promo code. `value` is whole percent for 'percentage' and pence for 'fixed'. */
@Entity({ tableName: 'promotion' })
export class Promotion {
  @PrimaryKey()
  id!: number;

  /** Stored upper-case; customers may type it any way. */
  @Property({ length: 40 })
  @Unique()
  code!: string;

  @Property({ length: 120 })
  title!: string;

  @Enum({ items: [...PROMOTION_TYPES], nativeEnumName: 'promotion_type' })
  type!: (typeof PROMOTION_TYPES)[number];

  @Property()
  value!: number;

  /** once: the first order only; repeating: the first `durationInOrders` orders; forever: every order. */
  @Enum({ items: [...PROMOTION_DURATIONS], nativeEnumName: 'promotion_duration' })
  duration!: (typeof PROMOTION_DURATIONS)[number];

  @Property({ nullable: true })
  durationInOrders?: number;

  @Property({ type: 'text[]', default: '{}' })
  excludedCategories: ShopCategory[] = [];

  @Property({ default: true })
  active: boolean = true;

  @TimestampProperty({ nullable: true })
  expiresAt?: Date;
}
