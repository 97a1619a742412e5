import { priceCharge, priceLines, type PromotionTerms } from './pricing';

const DERMLOVE10: PromotionTerms = { type: 'percentage', value: 20, excludedCategories: ['tablets'] };
const fivePoundsOff: PromotionTerms = { type: 'fixed', value: 500, excludedCategories: [] };
const hundredPoundsOff: PromotionTerms = { type: 'fixed', value: 10_000, excludedCategories: [] };
const twentyFourPoundsOff: PromotionTerms = { type: 'fixed', value: 2400, excludedCategories: [] };
const fifteenPercent: PromotionTerms = { type: 'percentage', value: 15, excludedCategories: [] };

const cream = { pricePence: 2420, category: 'rx-skincare' };
const hormonalCream = { pricePence: 6500, category: 'rx-skincare' };
const pill = { pricePence: 8000, category: 'tablets' };

describe('pricing a charge', () => {
  it.each([
    ['no promotion', cream, undefined, 0, { promotionDiscountPence: 0, creditAppliedPence: 0, totalPence: 2420 }],
    ['20% off a cream', cream, DERMLOVE10, 0, { promotionDiscountPence: 484, creditAppliedPence: 0, totalPence: 1936 }],
    ['20% off the hormonal acne cream', hormonalCream, DERMLOVE10, 0, { promotionDiscountPence: 1300, creditAppliedPence: 0, totalPence: 5200 }],
    ['DERMLOVE10 excludes tablets', pill, DERMLOVE10, 0, { promotionDiscountPence: 0, creditAppliedPence: 0, totalPence: 8000 }],
    ['£5 off', cream, fivePoundsOff, 0, { promotionDiscountPence: 500, creditAppliedPence: 0, totalPence: 1920 }],
    ['a fixed amount floors at zero', cream, hundredPoundsOff, 0, { promotionDiscountPence: 2420, creditAppliedPence: 0, totalPence: 0 }],
    ['15% of £24.20 rounds to the penny (£3.63)', cream, fifteenPercent, 0, { promotionDiscountPence: 363, creditAppliedPence: 0, totalPence: 2057 }],
    ['15% of £24.25 rounds half up (£3.6375 -> £3.64)', { pricePence: 2425, category: 'rx-skincare' }, fifteenPercent, 0, { promotionDiscountPence: 364, creditAppliedPence: 0, totalPence: 2061 }],
    ['£10 referral credit alone', cream, undefined, 1000, { promotionDiscountPence: 0, creditAppliedPence: 1000, totalPence: 1420 }],
    ['promotion then credit', cream, DERMLOVE10, 1000, { promotionDiscountPence: 484, creditAppliedPence: 1000, totalPence: 936 }],
    ['credit beyond the price is kept, not spent', cream, DERMLOVE10, 3000, { promotionDiscountPence: 484, creditAppliedPence: 1936, totalPence: 0 }],
    ['credit on tablets the promotion excludes', pill, DERMLOVE10, 1000, { promotionDiscountPence: 0, creditAppliedPence: 1000, totalPence: 7000 }],
    ['credit that would leave less than 30p to charge is spent down to 30p', cream, undefined, 2400, { promotionDiscountPence: 0, creditAppliedPence: 2390, totalPence: 30 }],
    ['credit that leaves exactly 30p is all spent', cream, undefined, 2390, { promotionDiscountPence: 0, creditAppliedPence: 2390, totalPence: 30 }],
    ['a promotion that leaves less than 30p takes the rest', cream, twentyFourPoundsOff, 0, { promotionDiscountPence: 2420, creditAppliedPence: 0, totalPence: 0 }],
    ['a price under 30p that credit covers is paid by credit alone', { pricePence: 20, category: 'rx-skincare' }, undefined, 25, { promotionDiscountPence: 0, creditAppliedPence: 20, totalPence: 0 }],
    ['a price under 30p that credit cannot cover is waived, credit kept', { pricePence: 20, category: 'rx-skincare' }, undefined, 10, { promotionDiscountPence: 20, creditAppliedPence: 0, totalPence: 0 }],
  ])('%s', (_case, line, promotion, creditPence, expected) => {
    expect(priceCharge(line, { promotion, creditPence })).toEqual({ originalPence: line.pricePence, ...expected });
  });

  it('refuses amounts that are not whole pence', () => {
    expect(() => priceCharge({ pricePence: 24.2, category: 'rx-skincare' })).toThrow(RangeError);
  });
});

describe('pricing a renewal with add-ons (several lines in one charge)', () => {
  const supply = { pricePence: 4840, category: 'rx-skincare' };
  const tablets = { pricePence: 8000, category: 'tablets' };
  const serum = { pricePence: 3900, category: 'routine-boosters' };

  it('charges the lines together, with no promotion as on a renewal after the first order', () => {
    expect(priceLines([supply, serum])).toEqual({ originalPence: 8740, promotionDiscountPence: 0, creditAppliedPence: 0, totalPence: 8740 });
  });

  it('applies DERMLOVE10 line by line, as the spec says: 20% off, tablets excluded, a booster included', () => {
    expect(priceLines([supply, serum], { promotion: DERMLOVE10 })).toMatchObject({ promotionDiscountPence: 968 + 780, totalPence: 8740 - 1748 });
    expect(priceLines([tablets, serum], { promotion: DERMLOVE10 })).toMatchObject({ promotionDiscountPence: 780, totalPence: 11900 - 780 });
  });

  it('spends credit on the sum, keeping the 30p minimum', () => {
    expect(priceLines([supply, serum], { creditPence: 8720 })).toMatchObject({ creditAppliedPence: 8710, totalPence: 30 });
  });

  it('is priceCharge for one line', () => {
    expect(priceLines([supply], { promotion: DERMLOVE10, creditPence: 1000 })).toEqual(priceCharge(supply, { promotion: DERMLOVE10, creditPence: 1000 }));
  });
});
