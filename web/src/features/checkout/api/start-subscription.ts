import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** Charges the first supply; a second call for the same attempt reaches the same payment (the server is idempotent). */
export function startSubscription(paymentMethod: string) {
  return expectData(apiClient.POST('/v2/subscription/form/start-subscription', { body: { paymentMethod } }));
}
