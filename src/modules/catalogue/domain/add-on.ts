/** The shop's words for a booster sold as an add-on to a subscription's next box (docs/customer-account.md, 'Add-ons'). */
export const ADD_ON_BUTTON = 'Add to your next box';
export const OUT_OF_STOCK = 'Out of stock';

/** How often an add-on goes in the box: in the next one only, or in every one until removed. */
export const ADD_ON_FREQUENCIES = ['once', 'every-delivery'] as const;
export type AddOnFrequency = (typeof ADD_ON_FREQUENCIES)[number];

/**
 * An add-on's shelf: the packs on it, those a charged box holds until it ships (or until its
 * order is refunded, declined or cancelled), and what is left to sell. Every check a customer
 * meets (the list, 'Out of stock', the refusal to add one, the renewal's charge) is on `available`.
 */
export interface AddOnStock {
  onHand: number;
  reserved: number;
  available: number;
}

export function addOnStock(onHand: number, reserved: number): AddOnStock {
  return { onHand, reserved, available: Math.max(0, onHand - reserved) };
}

/**
 * How many packs of each item a list of item ids stands for (an id twice is two packs), in
 * ascending id order: every writer changes shelf rows in that order, so two boxes with the same
 * two add-ons wait for each other rather than deadlock.
 */
export function packsByItem(itemIds: readonly number[]): [itemId: number, packs: number][] {
  const packs = new Map<number, number>();
  for (const id of itemIds) packs.set(id, (packs.get(id) ?? 0) + 1);
  return [...packs].sort(([a], [b]) => a - b);
}
