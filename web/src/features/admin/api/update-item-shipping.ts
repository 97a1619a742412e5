import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const updateItemShipping = (body: { id: number; value: string }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-item-shipping', { body }));

export const useUpdateItemShipping = () => useAdminChange(updateItemShipping);
