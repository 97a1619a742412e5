import { createHash } from 'node:crypto';

/**
 * Stripe's test cards, as the offline sandbox gateway honours them. Any other number
 * is refused the way Stripe's test mode refuses a real card.
 */
/** 'declined' is refused when saved; 'charge_declined' saves but every charge on it is declined. */
export type CardBehaviour = 'succeeds' | 'declined' | 'charge_declined' | 'requires_authentication';

/**
 * The decline cards (stripe.com/docs/testing#declined-payments) are saved here, and their charges
 * declined with Stripe's code and words: the sandbox stands for a card that was fine at checkout
 * and was later reported lost or stolen, ran out of funds, or expired, which is what a renewal meets.
 * Stripe documents no test card for 'do_not_honor'; Radar's always-blocked card declines as 'fraudulent'.
 */
const TEST_CARDS: Record<string, { behaviour: CardBehaviour; brand: string; declineCode?: string }> = {
  '4242424242424242': { behaviour: 'succeeds', brand: 'visa' },
  '5555555555554444': { behaviour: 'succeeds', brand: 'mastercard' },
  '4000000000000002': { behaviour: 'declined', brand: 'visa', declineCode: 'generic_decline' },
  '4000000000000341': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'generic_decline' },
  '4000000000009987': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'lost_card' },
  '4000000000009979': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'stolen_card' },
  '4100000000000019': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'fraudulent' },
  '4000000000009995': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'insufficient_funds' },
  '4000000000000069': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'expired_card' },
  '4000000000000119': { behaviour: 'charge_declined', brand: 'visa', declineCode: 'processing_error' },
  '4000002760003184': { behaviour: 'requires_authentication', brand: 'visa' },
};

export const CARD_DECLINED = 'Your card was declined.';

/** Stripe's words for each decline code it explains; the rest (lost, stolen, fraudulent) it words as a plain decline on purpose. */
const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

/** What Stripe says to a declined charge on a card with this decline code. */
export function declineMessage(declineCode: string | undefined): string {
  return (declineCode && DECLINE_MESSAGES[declineCode]) ?? CARD_DECLINED;
}
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The card's test behaviour, or the message Stripe would give for a card it cannot use. */
export function checkTestCard(card: CardDetails, today: { year: number; month: number }): { behaviour: CardBehaviour; brand: string; last4: string; declineCode?: string } | { problem: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  const known = TEST_CARDS[digits];
  if (!known) return { problem: 'Your card number is incorrect. In the sandbox, use one of the test cards such as 4242 4242 4242 4242.' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return { problem: "Your card's expiration month is invalid." };
  if (card.expYear < today.year || (card.expYear === today.year && card.expMonth < today.month)) return { problem: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { problem: "Your card's security code is incomplete." };
  return { ...known, last4: digits.slice(-4) };
}

/**
 * The card's fingerprint, as Stripe gives one (`card.fingerprint`): the same for every payment
 * method made from one card number, whoever saves it, so the shop can notice one card used by
 * several accounts. Derived from the number alone, so each test card always has the same one.
 */
export function sandboxCardFingerprint(number: string): string {
  return createHash('sha256').update(`sandbox-card:${number.replace(/[\s-]/g, '')}`).digest('base64url').slice(0, 16);
}
