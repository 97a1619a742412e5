import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export type AddOnFrequency = 'once' | 'every-delivery';

export const addAddOn = (body: { subscription: number; catalogue_item_id: number; frequency: AddOnFrequency }) => expectData(apiClient.POST('/v2/subscription/form/add-on', { body }));

export const useAddAddOn = () => useAccountChange(addAddOn);
