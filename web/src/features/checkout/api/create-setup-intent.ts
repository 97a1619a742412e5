import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** A setup intent for saving a card with the provider: its client secret. */
export function createSetupIntent() {
  return expectData(apiClient.POST('/v2/subscription/form/create-setup-intent'));
}
