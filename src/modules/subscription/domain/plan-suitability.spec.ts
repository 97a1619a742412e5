import { suitablePlans } from './plan-suitability';

const cream = { planId: 1, treatment: { category: 'rx-skincare' } };
const tablets = { planId: 2, treatment: { category: 'tablets' } };

describe('suitable plans', () => {
  it('offers tablets to female patients only', () => {
    expect(suitablePlans([cream, tablets], { sexAtBirth: 'female' })).toEqual([cream, tablets]);
    expect(suitablePlans([cream, tablets], { sexAtBirth: 'male' })).toEqual([cream]);
    expect(suitablePlans([cream, tablets], {})).toEqual([cream]);
  });
});
