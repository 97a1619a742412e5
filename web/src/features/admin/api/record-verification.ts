import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

export type VerificationRequest = components['schemas']['RecordVerificationRequest'];

export const recordVerification = (body: VerificationRequest) => expectData(apiClient.POST('/v2/admin/form/safeguards/verification', { body }));

export const useRecordVerification = () => useAdminChange(recordVerification);
