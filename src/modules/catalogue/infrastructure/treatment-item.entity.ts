import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import type { Pence } from '../../../shared/domain/money';
import { ITEM_FORMS, type Ingredient, type ItemForm } from '../domain/catalogue-types';
import type { SafeguardCategory } from '../domain/safeguards';
import { TreatmentPlan } from './treatment-plan.entity';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/** One supply: what is dispensed, what it costs, and how long until the next one. */
@PublicData()
@Entity({ tableName: 'treatment_item' })
export class TreatmentItem {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TreatmentPlan, { index: true })
  plan!: Rel<TreatmentPlan>;

  @Property({ default: 0 })
  position: number = 0;

  /** The pharmacy's product code, e.g. 850C. */
  @Property({ length: 20 })
  @Unique()
  code!: string;

  @Property({ length: 160 })
  name!: string;

  /** The price of one supply, charged when it ships. */
  @Property({ type: 'integer' })
  pricePence!: Pence;

  /** Listed by the month ('£24.20/month' for a £48.40 2-month supply) rather than per supply (ADR 0009). */
  @Property({ default: false })
  pricedPerMonth: boolean = false;

  /** 'month' for a subscription; null when sold once. */
  @Enum({ items: ['day', 'week', 'month'], nativeEnumName: 'billing_interval', nullable: true })
  interval?: 'day' | 'week' | 'month';

  @Property({ nullable: true })
  intervalCount?: number;

  @Property({ length: 40, nullable: true })
  batch?: string;

  @Enum({ items: [...ITEM_FORMS], nativeEnumName: 'item_form' })
  form!: ItemForm;

  /** How much one supply holds, e.g. 30 (ml) or 56 (tablets). */
  @Property()
  quantity!: number;

  @Property({ length: 20 })
  quantityUnit!: string;

  /** Directions for use, printed on the dispensing label. */
  @Property({ type: 'text' })
  directions!: string;

  @Property({ type: 'json' })
  ingredients: Ingredient[] = [];

  /**
   * What the medicine asks of the prescriber beyond the questionnaire (domain/safeguards.ts): set
   * by staff with a reason, audited; the approval gate and the documents read it.
   */
  @Property({ type: 'text[]', default: '{}' })
  safeguards: SafeguardCategory[] = [];

  /**
   * The longest continuous course without a prescriber's review, in days (a topical antibiotic's,
   * for stewardship); none when the medicine has no such limit. Copied onto each prescription line.
   */
  @Property({ type: 'int', nullable: true })
  maxCourseDays?: number | null;

  /** A non-prescription booster a customer may add to their next box (docs/customer-account.md, 'Add-ons'). */
  @Property({ default: false })
  addOn: boolean = false;

  /** Packs on the shelf, for add-ons: taken down as each box ships. */
  @Property({ default: 0 })
  stockOnHand: number = 0;

  /**
   * Of those, the packs charged boxes hold until they ship: reserved by the renewal's charge,
   * given back when its order is refunded, declined or cancelled (never above `stockOnHand`, a
   * database check). With none left over the add-on shows 'Out of stock' and cannot be added or charged.
   */
  @Property({ default: 0 })
  stockReserved: number = 0;
}
