import { countOf } from '../../../lib/format/count-of';
import type { AccountSubscription } from '../api/get-account-overview';

type Ingredient = AccountSubscription['items'][number]['ingredients'][number];

/** 'Tretinoin 0.025%, Niacinamide 4%', or the spec's 'unknown ingredients' (§4). */
export function ingredientsText(ingredients: Ingredient[]): string {
  if (ingredients.length === 0) return 'unknown ingredients';
  return ingredients.map(({ name, value, unit }) => `${name} ${value}${unit === '%' ? '%' : ` ${unit}`}`).join(', ');
}

/** 'every 2 months', 'every month', or 'one-off' for a supply sold once. */
export function everyText(subscription: Pick<AccountSubscription, 'interval' | 'interval_duration'>): string {
  if (!subscription.interval) return 'one-off';
  const count = subscription.interval_duration ?? 1;
  return count === 1 ? `every ${subscription.interval}` : `every ${countOf(count, subscription.interval)}`;
}

/** The statuses whose delivery can be moved, paused or cancelled (spec §4). */
export function isRunning(status: string): boolean {
  return status === 'active' || status === 'shipping';
}
