import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { SandboxCard } from './checkout-api-types';
import { createSetupIntent } from './create-setup-intent';

/**
 * Saves a card with the sandbox provider, as Stripe.js's confirmCardSetup would with Stripe:
 * the shop asks for a setup intent, the card goes to the provider with its client secret,
 * the shop only ever learns the payment method's id.
 */
export async function saveSandboxCard(card: SandboxCard) {
  const { clientSecret } = await createSetupIntent();
  return expectData(apiClient.POST('/sandbox-provider/setup-intents/confirm', { body: { client_secret: clientSecret, ...card } }));
}
