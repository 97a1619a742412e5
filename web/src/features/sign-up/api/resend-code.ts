import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** A new code, at most once a minute (429 otherwise). */
export function resendCode(email: string) {
  return expectData(apiClient.POST('/auth/resend-code', { body: { email } }));
}
