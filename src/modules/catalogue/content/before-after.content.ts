export const BEFORE_AFTER_FORMULAS = ['anti-ageing', 'acne', 'hyperpigmentation', 'rosacea'] as const;

export interface BeforeAfterCase {
  id: number;
  firstName: string;
  age: number;
  formula: (typeof BEFORE_AFTER_FORMULAS)[number];
  beforeImageUrl: string;
  afterImageUrl: string;
}

/** The four sample cases of the before/after slider (shared with the customers' consent). */
export const BEFORE_AFTER_CASES: BeforeAfterCase[] = [
  { id: 1, firstName: 'Hannah', age: 41, formula: 'anti-ageing' },
  { id: 2, firstName: 'Jess', age: 23, formula: 'acne' },
  { id: 3, firstName: 'Priya', age: 34, formula: 'hyperpigmentation' },
  { id: 4, firstName: 'Claire', age: 52, formula: 'rosacea' },
].map((sample) => ({
  ...sample,
  formula: sample.formula as BeforeAfterCase['formula'],
  beforeImageUrl: `/images/before-after/${sample.id}-before.svg`,
  afterImageUrl: `/images/before-after/${sample.id}-after.svg`,
}));
