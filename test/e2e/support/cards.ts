import type { APIRequestContext } from '@playwright/test';
import { postAccepted } from './session-api';

/** The sandbox provider's test cards, as Stripe's (README). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  chargeDeclined: '4000 0000 0000 0341',
  authentication: '4000 0027 6000 3184',
};

/** December, three years ahead: a card that stays valid whenever the suite runs. */
export const CARD_EXPIRY = { month: 12, year: new Date().getFullYear() + 3 };

/** Saves a sandbox test card for the signed-in customer, as the browser's card form would; returns its payment method id. */
export async function saveCard(request: APIRequestContext, number: string, name = 'Priya Shah'): Promise<string> {
  const { clientSecret } = await postAccepted<{ clientSecret: string }>(request, '/v2/subscription/form/create-setup-intent');
  const saved = await postAccepted<{ payment_method: string }>(request, '/sandbox-provider/setup-intents/confirm', {
    client_secret: clientSecret,
    number,
    exp_month: CARD_EXPIRY.month,
    exp_year: CARD_EXPIRY.year,
    cvc: '123',
    name,
  });
  return saved.payment_method;
}

/** Checkout's last step through the API: a new card that pays, then the first payment; the subscription waits for the prescriber. */
export async function payWithNewCard(request: APIRequestContext, name?: string): Promise<{ subscriptionId: number }> {
  const paymentMethod = await saveCard(request, TEST_CARDS.succeeds, name);
  return postAccepted<{ subscriptionId: number }>(request, '/v2/subscription/form/start-subscription', { paymentMethod });
}
