import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const removeAddOn = (body: { subscription: number; add_on: number }) => expectData(apiClient.POST('/v2/subscription/form/remove-add-on', { body }));

export const useRemoveAddOn = () => useAccountChange(removeAddOn);
