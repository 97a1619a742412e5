import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** Saves changed details on the account being registered in this browser. */
export function updateRegistrationData(body: components['schemas']['UpdateDataRequest']) {
  return expectData(apiClient.POST('/auth/update-data', { body }));
}
