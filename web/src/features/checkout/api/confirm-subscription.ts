import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** After the card and any bank check: completes the payment, or fails with 'Payment failed: {provider message}'. */
export function confirmSubscription(subscription: number) {
  return expectData(apiClient.POST('/v2/subscription/form/confirm-subscription', { body: { subscription } }));
}
