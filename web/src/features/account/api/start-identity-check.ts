import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useIdentityChange } from './get-identity-check';

export const startIdentityCheck = (body: { subscription_id?: number; document_name?: string }) => expectData(apiClient.POST('/v2/profile/form/verify-identity', { body }));

export const useStartIdentityCheck = () => useIdentityChange(startIdentityCheck);
