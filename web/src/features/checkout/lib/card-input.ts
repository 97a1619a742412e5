/**
 * The sandbox card form's typing helpers and the checks made before the card is sent.
 * The provider has the last word (an unknown number, an expired card, a decline); these
 * only catch what is plainly incomplete, in the provider's own words.
 */

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' as '4242 4242 4242 4242', whatever was typed or pasted. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * 'MM / YY' as it is typed: '1' stays '1', '12' becomes '12 / ', a leading 2-9 is a month ('4' is '04 / ').
 * Deleting back over the separator removes it rather than fighting the customer.
 */
export function formatExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (typed.length < previous.length && previous.endsWith(' / ') && digits.length === 2) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

/** 'MM / YY' as a month and a four-digit year, or undefined while incomplete. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function checkCard(values: CardFormValues): CardErrors {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 12) errors.number = 'Your card number is incomplete.';
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = "Your card's expiration date is incomplete.";
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = "Your card's expiration month is invalid.";
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = "Your card's security code is incomplete.";
  if (!values.name.trim()) errors.name = 'Please enter the name on your card.';
  return errors;
}

export function hasCardErrors(errors: CardErrors): boolean {
  return Object.values(errors).some(Boolean);
}
