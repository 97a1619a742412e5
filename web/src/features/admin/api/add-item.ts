import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const addItem = (body: { id: number; item_id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/add-item', { body }));

export const useAddItem = () => useAdminChange(addItem);
