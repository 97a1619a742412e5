import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const changeItem = (body: { id: number; item_id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/change-item', { body }));

export const useChangeItem = () => useAdminChange(changeItem);
