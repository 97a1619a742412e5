import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** 409 when a verified account already has this email. */
export function checkEmail(email: string) {
  return expectData(apiClient.POST('/auth/check-email', { body: { email } }));
}
