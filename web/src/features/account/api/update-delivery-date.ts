import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const updateDeliveryDate = (body: { sub_id: number; due_at: string }) => expectData(apiClient.POST('/v2/subscription/form/update-date', { body }));

export const useUpdateDeliveryDate = () => useAccountChange(updateDeliveryDate);
