import { suitablePlans } from './plan-suitability';

const cream = { planId: 1, treatment: { category: 'rx-skincare', slug: 'hormonal-acne' } };
const tablets = { planId: 2, treatment: { category: 'tablets', slug: 'hormonal-acne-pill' } };
const menopause = { planId: 3, treatment: { category: 'rx-skincare', slug: 'menopause' } };

describe('suitable plans', () => {
  it('offers tablets to female patients only', () => {
    expect(suitablePlans([cream, tablets], { sexAtBirth: 'female' })).toEqual([cream, tablets]);
    expect(suitablePlans([cream, tablets], { sexAtBirth: 'male' })).toEqual([cream]);
    expect(suitablePlans([cream, tablets], {})).toEqual([cream]);
  });

  it('offers the menopause cream to female patients only', () => {
    expect(suitablePlans([menopause], { sexAtBirth: 'female' })).toEqual([menopause]);
    expect(suitablePlans([menopause], { sexAtBirth: 'male' })).toEqual([]);
  });
});
