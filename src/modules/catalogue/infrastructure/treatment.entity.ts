import { Collection, Entity, Enum, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { SHOP_CATEGORIES, type ShopCategory } from '../domain/catalogue-types';
import { TreatmentPlan } from './treatment-plan.entity';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/** A product in the shop (`/shop/{slug}`), sold through one or more treatment plans. */
@PublicData()
@Entity({ tableName: 'treatment' })
export class Treatment {
  @PrimaryKey()
  id!: number;

  @Property({ length: 80 })
  @Unique()
  slug!: string;

  @Property({ length: 120 })
  title!: string;

  /** The condition it treats; also the consultation it starts (`/consultation/{condition}`). */
  @Property({ length: 40 })
  condition!: string;

  @Enum({ items: [...SHOP_CATEGORIES], nativeEnumName: 'shop_category' })
  category!: ShopCategory;

  @Property({ type: 'text' })
  description!: string;

  @Property({ length: 300 })
  imageUrl!: string;

  /** A badge on the shop card, e.g. POPULAR. */
  @Property({ length: 30, nullable: true })
  label?: string;

  /** Shown in the shop but not linkable or purchasable yet. */
  @Property({ default: false })
  comingSoon: boolean = false;

  @Property({ default: 0 })
  position: number = 0;

  @OneToMany(() => TreatmentPlan, (plan) => plan.treatment, { orderBy: { position: 'asc' } })
  plans = new Collection<TreatmentPlan>(this);

  @TimestampProperty()
  createdAt: Date = new Date();
}
