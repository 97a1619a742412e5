import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useDataRightsChange } from './get-data-rights';

export const requestErasure = (body: { reason?: string }) => expectData(apiClient.POST('/v2/profile/form/erasure-request', { body }));

export const useRequestErasure = () => useDataRightsChange(requestErasure);
