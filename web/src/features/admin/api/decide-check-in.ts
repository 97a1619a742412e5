import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

/** A prescriber continues the treatment after a check-in, or pauses it with a message to the patient. */
export const decideCheckIn = (body: components['schemas']['CheckInDecisionRequest']) => expectData(apiClient.POST('/v2/admin/form/check-in-decision', { body }));

export const useDecideCheckIn = () => useAdminChange(decideCheckIn);
