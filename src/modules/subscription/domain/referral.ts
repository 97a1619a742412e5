import type { Pence } from '../../../shared/domain/money';
import type { PromotionTerms } from './pricing';

/** Spec §9: £10 off a referred friend's first order, and £10 credit to the referrer once it is paid. */
export const REFERRAL_REWARD_PENCE: Pence = 1000;

export const REFERRAL_TERMS: PromotionTerms = { type: 'fixed', value: REFERRAL_REWARD_PENCE, excludedCategories: [] };
