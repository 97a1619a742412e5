import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const endSubscription = (body: { subscription: number }) => expectData(apiClient.POST('/v2/admin/form/end-subscription', { body }));

export const useEndSubscription = () => useAdminChange(endSubscription);
