import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const startSubscription = (body: { user: string; pm: string; plan: number; startDate: string }) => expectData(apiClient.POST('/v2/admin/form/start-user-subscription', { body }));

export const useStartSubscription = () => useAdminChange(startSubscription);
