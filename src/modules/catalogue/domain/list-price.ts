import { formatPounds, type Pence } from '../../../shared/domain/money';

/** What the list price is worked out from: one supply's price and how often a supply comes. */
export interface PricedSupply {
  /** The price of one supply: what each delivery charges. */
  pricePence: Pence;
  interval?: 'day' | 'week' | 'month';
  intervalCount?: number;
  /** The shop lists this item by the month (the spec's '£24.20/month'); false lists the supply price ('£80.00'). */
  pricedPerMonth: boolean;
}

/** The price as the shop lists it: '£24.20' with '/month', or '£80.00' with no suffix. */
export interface ListPrice {
  pence: Pence;
  text: string;
  suffix: '/month' | null;
}

/** The months one supply lasts, when the item is listed by the month and comes every whole number of months. */
function monthsPerSupply({ interval, intervalCount, pricedPerMonth }: PricedSupply): number | null {
  return pricedPerMonth && interval === 'month' ? (intervalCount ?? 1) : null;
}

/**
 * The list price of an item (ADR 0009): a cream delivered every 2 months at £48.40 a delivery is
 * listed '£24.20/month'; an item not priced by the month is listed at what one supply costs.
 */
export function listPrice(item: PricedSupply): ListPrice {
  const months = monthsPerSupply(item);
  const pence = months ? item.pricePence / months : item.pricePence;
  return { pence, text: formatPounds(pence), suffix: months ? '/month' : null };
}

/** ' (£48.40 per delivery)' where the list price is monthly and a delivery covers more than one month; otherwise ''. */
export function perDeliveryNote(item: PricedSupply): string {
  const months = monthsPerSupply(item);
  return months && months > 1 ? ` (${formatPounds(item.pricePence)} per delivery)` : '';
}

/**
 * Whether a supply price can be listed by the month: it must divide into whole pence per month,
 * so the list price and the charge never disagree by a rounding.
 */
export function splitsIntoWholeMonths(item: PricedSupply): boolean {
  const months = monthsPerSupply(item);
  return !months || item.pricePence % months === 0;
}
