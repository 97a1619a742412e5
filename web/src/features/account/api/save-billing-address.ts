import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange, type BillingAddress } from './get-account-overview';

export const saveBillingAddress = (body: BillingAddress) => expectData(apiClient.POST('/v2/subscription/form/update-billing-info', { body }));

export const useSaveBillingAddress = () => useAccountChange(saveBillingAddress);
