import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAccountChange } from './get-account-overview';

export const sendNextBoxNow = (body: components['schemas']['SendNextBoxNowRequest']) => expectData(apiClient.POST('/v2/subscription/form/send-now', { body }));

export const useSendNextBoxNow = () => useAccountChange(sendNextBoxNow);
