import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** Checks the code and signs the visitor in on a new session (new CSRF token). */
export function verifyEmail(email: string, code: string) {
  return expectData(apiClient.POST('/auth/verify-email', { body: { email, code } }));
}
