import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

/** A flag raised on a renewal, acknowledged by staff with a note (review flags are acknowledged when approving). */
export const acknowledgeRiskFlag = (body: components['schemas']['AcknowledgeRiskFlagRequest']) => expectData(apiClient.POST('/v2/admin/form/order-risk/acknowledge', { body }));

export const useAcknowledgeRiskFlag = () => useAdminChange(acknowledgeRiskFlag);
