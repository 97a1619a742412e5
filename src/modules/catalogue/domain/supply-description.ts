import type { ItemForm } from './catalogue-types';

interface Supply {
  form: ItemForm;
  quantity: number;
  quantityUnit: string;
  interval?: 'day' | 'week' | 'month';
  intervalCount?: number;
}

/** 'every 2 months', 'every month', or 'once (no subscription)': the preview card's wording (spec §9). */
export function describeInterval({ interval, intervalCount }: Pick<Supply, 'interval' | 'intervalCount'>): string {
  if (!interval) return 'once (no subscription)';
  const count = intervalCount ?? 1;
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}

/** The product page's sub-price, e.g. 'per 30ml formula, delivered every 2 months'. */
export function describeSupply(supply: Supply): string {
  const amount = supply.form === 'tablet' ? `${supply.quantity} tablets` : `${supply.quantity}${supply.quantityUnit} ${supply.form === 'serum' ? 'serum' : 'formula'}`;
  const delivery = supply.interval ? `delivered ${describeInterval(supply)}` : 'a single purchase';
  return `per ${amount}, ${delivery}`;
}
