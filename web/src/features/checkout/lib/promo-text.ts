import { formatPence } from '../../../lib/format/format-price';
import type { Promo } from '../api/checkout-api-types';

/** '20% off' or '£10.00 off' (a fixed promo's value is in pounds). */
export function discountText(promo: Promo): string {
  return promo.type === 'percentage' ? `${promo.value}% off` : `${formatPence(Math.round(promo.value * 100))} off`;
}

const DURATIONS: Record<Promo['duration'], string> = {
  once: 'first payment only',
  repeating: 'for a limited number of payments',
  forever: 'every payment',
};

/** How long the promo lasts, as a customer would say it. */
export function durationText(promo: Promo): string {
  return DURATIONS[promo.duration] ?? promo.duration;
}
