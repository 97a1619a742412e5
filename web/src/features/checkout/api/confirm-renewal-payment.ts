import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** After the bank check: the server asks the provider how it ended and completes the renewal. */
export function confirmRenewalPayment(payment: number) {
  return expectData(apiClient.POST('/v2/subscription/form/confirm-renewal-payment', { body: { payment } }));
}
