import { describe, expect, it } from 'vitest';
import type { Promo } from '../api/checkout-api-types';
import { discountText, durationText } from './promo-text';

const promo = (change: Partial<Promo>): Promo => ({ code: 'DERMLOVE10', title: 'Welcome offer', duration: 'once', type: 'percentage', value: 10, ...change });

describe('discountText', () => {
  it('says a percentage promo in percent', () => {
    expect(discountText(promo({ type: 'percentage', value: 10 }))).toBe('10% off');
    expect(discountText(promo({ type: 'percentage', value: 12.5 }))).toBe('12.5% off');
  });

  it('says a fixed promo, whose value is in pounds, as pounds and pence', () => {
    expect(discountText(promo({ type: 'fixed', value: 10 }))).toBe('£10.00 off');
    expect(discountText(promo({ type: 'fixed', value: 7.5 }))).toBe('£7.50 off');
    // 19.99 × 100 is 1998.9999… in floating point: still £19.99, never £19.98.
    expect(discountText(promo({ type: 'fixed', value: 19.99 }))).toBe('£19.99 off');
    expect(discountText(promo({ type: 'fixed', value: 0.29 }))).toBe('£0.29 off');
    expect(discountText(promo({ type: 'fixed', value: 1250 }))).toBe('£1,250.00 off');
  });
});

describe('durationText', () => {
  it('says how long the promo lasts as a customer would', () => {
    expect(durationText(promo({ duration: 'once' }))).toBe('first payment only');
    expect(durationText(promo({ duration: 'repeating' }))).toBe('for a limited number of payments');
    expect(durationText(promo({ duration: 'forever' }))).toBe('every payment');
  });
});
