import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useDataRightsChange } from './get-data-rights';

export const requestDataExport = () => expectData(apiClient.POST('/v2/profile/form/data-export'));

export const useRequestDataExport = () => useDataRightsChange(requestDataExport);
