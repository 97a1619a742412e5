import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { SubscriptionItem } from './get-subscription-detail';
import { useAdminChange } from './admin-change';

export const updateItemStatus = (body: { id: number; status: SubscriptionItem['status'] }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-item-status', { body }));

export const useUpdateItemStatus = () => useAdminChange(updateItemStatus);
