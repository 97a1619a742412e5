import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pence } from '../../../shared/domain/money';
import { addOnStock, type AddOnStock } from '../domain/add-on';
import type { Ingredient, ItemForm, ShopCategory } from '../domain/catalogue-types';
import type { SafeguardCategory } from '../domain/safeguards';

/** A treatment with its plans and their items in order, as plain rows: what the public pages and the staff list are built from. */
export interface TreatmentView {
  id: number;
  slug: string;
  title: string;
  condition: string;
  category: ShopCategory;
  description: string;
  imageUrl: string;
  label?: string;
  comingSoon: boolean;
  plans: PlanView[];
}

export interface PlanView {
  id: number;
  name: string;
  items: ItemView[];
}

export interface ItemView {
  id: number;
  code: string;
  name: string;
  pricePence: Pence;
  pricedPerMonth: boolean;
  interval?: 'day' | 'week' | 'month';
  intervalCount?: number;
  batch?: string;
  form: ItemForm;
  quantity: number;
  quantityUnit: string;
  directions: string;
  ingredients: Ingredient[];
  safeguards: SafeguardCategory[];
  /** A booster sold as an add-on to a treatment's box, with its shelf (on hand, reserved for charged boxes, left to sell). */
  addOn: boolean;
  stock: AddOnStock;
}

interface Row {
  id: number;
  slug: string;
  title: string;
  condition: string;
  category: ShopCategory;
  description: string;
  image_url: string;
  label: string | null;
  coming_soon: boolean;
  plan_id: number | null;
  plan_name: string | null;
  item_id: number | null;
  code: string | null;
  item_name: string | null;
  price_pence: number | null;
  priced_per_month: boolean | null;
  interval: 'day' | 'week' | 'month' | null;
  interval_count: number | null;
  batch: string | null;
  form: ItemForm | null;
  quantity: number | null;
  quantity_unit: string | null;
  directions: string | null;
  ingredients: Ingredient[] | null;
  safeguards: SafeguardCategory[] | null;
  add_on: boolean | null;
  stock_on_hand: number | null;
  stock_reserved: number | null;
}

const SELECT = `
  select t.id, t.slug, t.title, t.condition, t.category, t.description, t.image_url, t.label, t.coming_soon,
         p.id as plan_id, p.name as plan_name,
         i.id as item_id, i.code, i.name as item_name, i.price_pence, i.priced_per_month, i."interval", i.interval_count,
         i.batch, i.form, i.quantity, i.quantity_unit, i.directions, i.ingredients, i.safeguards, i.add_on, i.stock_on_hand, i.stock_reserved
    from treatment t
    left join treatment_plan p on p.treatment_id = t.id
    left join treatment_item i on i.plan_id = p.id`;
const ORDER = 'order by t.position, t.id, p.position, p.id, i.position, i.id';

/**
 * Reads treatments with their plans and items in one plain SQL statement, straight into
 * plain objects: the public pages read the catalogue on every cache miss and need none of
 * the ORM's hydration or change tracking (ADR 0011). Writes keep the entities.
 */
@Injectable()
export class TreatmentReader {
  constructor(private readonly em: EntityManager) {}

  async all(): Promise<TreatmentView[]> {
    return nest(await this.em.getConnection().execute<Row[]>(`${SELECT} ${ORDER}`));
  }

  async bySlug(slug: string): Promise<TreatmentView | null> {
    return nest(await this.em.getConnection().execute<Row[]>(`${SELECT} where t.slug = ? ${ORDER}`, [slug]))[0] ?? null;
  }
}

/** The supply a visitor is first sent: the first item of the first plan. */
export function firstItemOf(treatment: TreatmentView): ItemView | undefined {
  return treatment.plans[0]?.items[0];
}

function nest(rows: Row[]): TreatmentView[] {
  const treatments: TreatmentView[] = [];
  let treatment: TreatmentView | undefined;
  let plan: PlanView | undefined;
  for (const row of rows) {
    if (treatment?.id !== row.id) {
      treatment = {
        id: row.id,
        slug: row.slug,
        title: row.title,
        condition: row.condition,
        category: row.category,
        description: row.description,
        imageUrl: row.image_url,
        label: row.label ?? undefined,
        comingSoon: row.coming_soon,
        plans: [],
      };
      treatments.push(treatment);
      plan = undefined;
    }
    if (row.plan_id === null) continue;
    if (plan?.id !== row.plan_id) {
      plan = { id: row.plan_id, name: row.plan_name ?? '', items: [] };
      treatment.plans.push(plan);
    }
    if (row.item_id === null) continue;
    plan.items.push({
      id: row.item_id,
      code: row.code ?? '',
      name: row.item_name ?? '',
      pricePence: row.price_pence ?? 0,
      pricedPerMonth: row.priced_per_month ?? false,
      interval: row.interval ?? undefined,
      intervalCount: row.interval_count ?? undefined,
      batch: row.batch ?? undefined,
      form: row.form as ItemForm,
      quantity: row.quantity ?? 0,
      quantityUnit: row.quantity_unit ?? '',
      directions: row.directions ?? '',
      ingredients: row.ingredients ?? [],
      safeguards: row.safeguards ?? [],
      addOn: row.add_on ?? false,
      stock: addOnStock(row.stock_on_hand ?? 0, row.stock_reserved ?? 0),
    });
  }
  return treatments;
}
