import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

export const setItemSafeguards = (body: components['schemas']['ItemSafeguardsRequest']) => expectData(apiClient.POST('/v2/admin/form/treatment-item/safeguards', { body }));

export const useSetItemSafeguards = () => useAdminChange(setItemSafeguards);
