import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAccountChange } from './get-account-overview';

export const postponeDelivery = (body: components['schemas']['PostponeDeliveryRequest']) => expectData(apiClient.POST('/v2/subscription/form/postpone', { body }));

export const usePostponeDelivery = () => useAccountChange(postponeDelivery);
