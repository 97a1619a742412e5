import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** Creates the unverified account and emails a 6-digit code. */
export function register(body: components['schemas']['RegisterRequest']) {
  return expectData(apiClient.POST('/auth/register', { body }));
}
