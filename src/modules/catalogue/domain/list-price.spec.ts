import { listPrice, perDeliveryNote, splitsIntoWholeMonths } from './list-price';

const cream = { pricePence: 4840, interval: 'month' as const, intervalCount: 2, pricedPerMonth: true };
const pill = { pricePence: 8000, interval: 'month' as const, intervalCount: 2, pricedPerMonth: false };
const serum = { pricePence: 3900, pricedPerMonth: false };

describe('list prices (ADR 0009)', () => {
  it("lists a cream delivered every 2 months at £48.40 as the spec's '£24.20/month'", () => {
    expect(listPrice(cream)).toEqual({ pence: 2420, text: '£24.20', suffix: '/month' });
    expect(perDeliveryNote(cream)).toBe(' (£48.40 per delivery)');
  });

  it('lists the pill and the serum at what one supply costs, with no period', () => {
    expect(listPrice(pill)).toEqual({ pence: 8000, text: '£80.00', suffix: null });
    expect(listPrice(serum)).toEqual({ pence: 3900, text: '£39.00', suffix: null });
    expect(perDeliveryNote(pill)).toBe('');
  });

  it('adds no per-delivery note when a delivery covers one month', () => {
    expect(perDeliveryNote({ ...cream, pricePence: 2420, intervalCount: 1 })).toBe('');
    expect(listPrice({ ...cream, pricePence: 2420, intervalCount: 1 }).text).toBe('£24.20');
  });

  it('refuses a monthly-listed supply price that does not split into whole pence a month', () => {
    expect(splitsIntoWholeMonths({ ...cream, pricePence: 4841 })).toBe(false);
    expect(splitsIntoWholeMonths(cream)).toBe(true);
    expect(splitsIntoWholeMonths({ ...pill, pricePence: 8001 })).toBe(true);
  });
});
