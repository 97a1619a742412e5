import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const changePaymentMethod = (body: { subscription: number; payment_method: string }) => expectData(apiClient.POST('/v2/subscription/form/change-payment-method', { body }));

export const useChangePaymentMethod = () => useAccountChange(changePaymentMethod);
