import { assertPence, type Pence } from '../../../shared/domain/money';

/** A promotion's terms as pricing needs them. `value` is whole percent for 'percentage', pence for 'fixed'. */
export interface PromotionTerms {
  type: 'percentage' | 'fixed';
  value: number;
  excludedCategories: readonly string[];
}

/** What is being charged: one supply of a treatment in a shop category. */
export interface ChargeLine {
  pricePence: Pence;
  category: string;
}

export interface Charge {
  originalPence: Pence;
  promotionDiscountPence: Pence;
  creditAppliedPence: Pence;
  totalPence: Pence;
}

export function promotionApplies(line: ChargeLine, promotion: PromotionTerms): boolean {
  return !promotion.excludedCategories.includes(line.category);
}

/** Percentage off rounded to the nearest penny; a fixed amount off never takes the price below zero. */
export function promotionDiscount(line: ChargeLine, promotion: PromotionTerms): Pence {
  if (!promotionApplies(line, promotion)) return 0;
  const price = assertPence(line.pricePence);
  const discount = promotion.type === 'percentage' ? Math.round((price * promotion.value) / 100) : promotion.value;
  return Math.min(price, Math.max(0, discount));
}

/**
 * The amount to charge, worked out on the server only: the promotion first, then
 * account credit (referral rewards) on what is left, never below zero.
 */
export function priceCharge(line: ChargeLine, { promotion, creditPence = 0 }: { promotion?: PromotionTerms; creditPence?: Pence } = {}): Charge {
  const originalPence = assertPence(line.pricePence);
  const promotionDiscountPence = promotion ? promotionDiscount(line, promotion) : 0;
  const creditAppliedPence = Math.min(originalPence - promotionDiscountPence, Math.max(0, assertPence(creditPence)));
  return { originalPence, promotionDiscountPence, creditAppliedPence, totalPence: originalPence - promotionDiscountPence - creditAppliedPence };
}
