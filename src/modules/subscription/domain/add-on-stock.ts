import type { AddOnLine } from './add-on-line';
import type { ItemStatus } from './subscription-status';

/**
 * Where the packs a renewal payment charged for stand (`payment.add_on_stock`): reserved when it
 * charged them, then once either released (back on sale: the order will not ship) or taken (off
 * the shelf: it shipped). Null on a payment with no add-ons, or charged before reservations.
 */
export const ADD_ON_STOCK_STATES = ['reserved', 'released', 'taken'] as const;
export type AddOnStockState = (typeof ADD_ON_STOCK_STATES)[number];

/** An add-on the customer had in their box that the shelf had none left of when the renewal charged: not charged, not sent, still in their box for the next. */
export type SoldOutAddOn = Pick<AddOnLine, 'addOnId' | 'catalogueItemId' | 'code' | 'name' | 'pricePence' | 'frequency'>;

/** What a chosen add-on is, whether it goes in the box or not. */
export type ChosenAddOn = SoldOutAddOn;

/**
 * Splits the add-ons chosen for a box by what the shelf gave: those with a pack reserved (or, for a
 * quote, still on sale) go in and are charged; the rest are sold out. In the order chosen.
 */
export function splitBox(chosen: readonly ChosenAddOn[], available: ReadonlySet<number>): { inBox: ChosenAddOn[]; soldOut: SoldOutAddOn[] } {
  return {
    inBox: chosen.filter((addOn) => available.has(addOn.catalogueItemId)),
    soldOut: chosen.filter((addOn) => !available.has(addOn.catalogueItemId)),
  };
}

/**
 * What becomes of a supply's reserved packs when it reaches `status`, whoever moves it there (the
 * pharmacy's Ship, a staff status change, a cancellation): shipped takes them off the shelf;
 * cancelled or refunded gives them back; any other status keeps them reserved.
 */
export function stockMoveFor(status: ItemStatus): 'take' | 'release' | null {
  if (status === 'shipped') return 'take';
  if (status === 'cancelled' || status === 'refunded') return 'release';
  return null;
}
