import { describeInterval, describeSupply } from './supply-description';

describe('supply descriptions', () => {
  it.each([
    [{ interval: 'month' as const, intervalCount: 2 }, 'every 2 months'],
    [{ interval: 'month' as const, intervalCount: 1 }, 'every month'],
    [{ interval: 'week' as const, intervalCount: undefined }, 'every week'],
    [{ interval: undefined, intervalCount: undefined }, 'once (no subscription)'],
  ])('describes %o as %s', (supply, text) => {
    expect(describeInterval(supply)).toBe(text);
  });

  it('describes creams, tablets and one-off serums', () => {
    expect(describeSupply({ form: 'cream', quantity: 30, quantityUnit: 'ml', interval: 'month', intervalCount: 2 })).toBe('per 30ml formula, delivered every 2 months');
    expect(describeSupply({ form: 'tablet', quantity: 56, quantityUnit: 'tablets', interval: 'month', intervalCount: 2 })).toBe('per 56 tablets, delivered every 2 months');
    expect(describeSupply({ form: 'serum', quantity: 30, quantityUnit: 'ml' })).toBe('per 30ml serum, a single purchase');
  });
});
