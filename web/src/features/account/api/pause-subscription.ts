import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const pauseSubscription = (body: { subscription: number; resume_on: string }) => expectData(apiClient.POST('/v2/subscription/form/pause', { body }));

export const usePauseSubscription = () => useAccountChange(pauseSubscription);
