/**
 * How the shop answers a declined renewal, by the provider's reason (Stripe's `decline_code`,
 * or its error `code` when it gives no decline code):
 * - 'hard': the card can never be charged again (lost, stolen, closed, refused by the bank for
 *   good). Trying again only adds declines against the customer's card, and for a stolen card
 *   looks like card testing, so retries stop at once and the customer is asked for a new card.
 * - 'soft': the card may work another day (no funds today, a processing fault, an unnamed
 *   decline): the 1/3/5-day retry schedule runs.
 */
export type DeclineClass = 'hard' | 'soft';

/** Stripe's codes for a card that must not be tried again (stripe.com/docs/declines/codes). */
const HARD_DECLINES: ReadonlySet<string> = new Set([
  'lost_card',
  'stolen_card',
  'pickup_card',
  'fraudulent',
  'do_not_honor',
  'restricted_card',
  'invalid_account',
  'new_account_information_available',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'stop_payment_order',
  'security_violation',
  'merchant_blacklist',
  // An expired card will not come back to life; the bank's updater, if any, sends a card-updated event instead.
  'expired_card',
]);

/** Unknown and missing codes are soft: an unnamed decline keeps the schedule the shop has always run. */
export function declineClass(declineCode: string | null | undefined): DeclineClass {
  return declineCode && HARD_DECLINES.has(declineCode) ? 'hard' : 'soft';
}
