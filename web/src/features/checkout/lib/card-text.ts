import type { SavedCard } from '../api/checkout-api-types';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/** 'visa' as 'Visa'; an unknown brand as 'Card'. */
export function cardName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
}

/** '04/28'. */
export function expiryText(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
