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

/** The least a card can be charged: the payment provider's minimum in pounds (Stripe: 30p). */
export const MINIMUM_CHARGE_PENCE = 30;

/**
 * The amount to charge, worked out on the server only: the promotion first, then
 * account credit (referral rewards) on what is left, never below zero. A card is charged
 * nothing or at least the minimum: credit that would leave less is spent only down to the
 * minimum (the rest stays in the account), and a promotion that leaves less takes it all.
 */
export function priceCharge(line: ChargeLine, terms: { promotion?: PromotionTerms; creditPence?: Pence } = {}): Charge {
  return priceLines([line], terms);
}

/**
 * A charge of several lines in one payment (a renewal's supply and its add-ons): the promotion
 * is worked out line by line, so a category it excludes stays at full price, then the same
 * minimum and credit rules as one line apply to the sum.
 */
export function priceLines(lines: readonly ChargeLine[], { promotion, creditPence = 0 }: { promotion?: PromotionTerms; creditPence?: Pence } = {}): Charge {
  const originalPence = lines.reduce((sum, line) => sum + assertPence(line.pricePence), 0);
  let promotionDiscountPence = promotion ? lines.reduce((sum, line) => sum + promotionDiscount(line, promotion), 0) : 0;
  if (promotionDiscountPence > 0 && originalPence - promotionDiscountPence < MINIMUM_CHARGE_PENCE) promotionDiscountPence = originalPence;
  const payable = originalPence - promotionDiscountPence;
  let creditAppliedPence = Math.min(payable, Math.max(0, assertPence(creditPence)));
  // Never below nothing: a price under the minimum that credit cannot cover is not made dearer by 'keeping back' credit.
  if (payable - creditAppliedPence > 0 && payable - creditAppliedPence < MINIMUM_CHARGE_PENCE) creditAppliedPence = Math.max(0, payable - MINIMUM_CHARGE_PENCE);
  // A price under the minimum that credit covers is paid by credit (above); one nothing covers is waived, never charged to a card.
  if (payable - creditAppliedPence < MINIMUM_CHARGE_PENCE) promotionDiscountPence += payable - creditAppliedPence;
  return { originalPence, promotionDiscountPence, creditAppliedPence, totalPence: originalPence - promotionDiscountPence - creditAppliedPence };
}
