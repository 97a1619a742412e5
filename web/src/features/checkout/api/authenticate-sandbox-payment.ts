import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** The sandbox's stand-in for the bank's 3-D Secure page: the customer passes or fails the check. */
export function authenticateSandboxPayment(clientSecret: string, passed: boolean) {
  return expectData(apiClient.POST('/sandbox-provider/payment-intents/authenticate', { body: { client_secret: clientSecret, passed } }));
}
