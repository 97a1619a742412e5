import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const cancelSubscription = (body: { subscription: number; reason?: string }) => expectData(apiClient.POST('/v2/subscription/form/cancel', { body }));

export const useCancelSubscription = () => useAccountChange(cancelSubscription);
