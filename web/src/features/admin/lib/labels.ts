import { countOf } from '../../../lib/format/count-of';
import type { SubscriptionItem } from '../api/get-subscription-detail';

/** Spec §4: every item status staff may choose, with its label. */
export const ITEM_STATUS_OPTIONS: { value: SubscriptionItem['status']; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'paid', label: 'Paid' },
  { value: 'packaging', label: 'Packaging' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'waiting', label: 'Waiting for customer' },
  { value: 'refunded', label: 'Refunded' },
];

const SUBSCRIPTION_STATUS_COLOURS: Record<string, string> = {
  review: 'gold',
  active: 'green',
  shipping: 'blue',
  processing: 'cyan',
  pending: 'default',
  failed: 'red',
  cancelled: 'default',
  reconsult: 'orange',
};

export const subscriptionStatusColour = (status: string) => SUBSCRIPTION_STATUS_COLOURS[status] ?? 'default';

/** Ended (cancelled), failed and re-consultation subscriptions are not charged again as they stand, so they show no next charge. */
export const chargesAgain = (status: string) => status !== 'cancelled' && status !== 'failed' && status !== 'reconsult';

export const STATUS_LABELS: Record<string, string> = {
  review: 'Review',
  active: 'Active',
  shipping: 'Waiting for shipping',
  processing: 'Processing',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
  reconsult: 'Consultation needed',
};

/** Spec §2: 'N interval(s)', or 'once (no subscription)' when the item has no interval. */
export function durationText(interval: string | null, intervalCount: number | null): string {
  if (!interval) return 'once (no subscription)';
  return countOf(intervalCount ?? 1, interval);
}

/** Spec §2: ingredients as 'name (value unit)'. */
export const ingredientText = (ingredient: { name: string; value: number; unit: string }) => `${ingredient.name} (${ingredient.value} ${ingredient.unit})`;

/** Royal Mail's public tracking page for a tracking number (spec §7 external links). */
export const trackingUrl = (trackingNumber: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(trackingNumber)}`;
