import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { BillingInfo } from './checkout-api-types';

export const saveBillingInfo = (body: BillingInfo) => expectData(apiClient.POST('/v2/subscription/form/update-billing-info', { body }));

/** Step 2, Your Address. */
export const useSaveBillingInfo = () => useMutation({ mutationFn: saveBillingInfo });
