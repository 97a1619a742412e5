import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const removeItem = (body: { id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/remove-item', { body }));

export const useRemoveItem = () => useAdminChange(removeItem);
