import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { CustomerInfo } from './checkout-api-types';

export const saveCustomerInfo = (body: CustomerInfo) => expectData(apiClient.POST('/v2/subscription/form/update-customer-info', { body }));

/** Step 1, Patient Details. */
export const useSaveCustomerInfo = () => useMutation({ mutationFn: saveCustomerInfo });
