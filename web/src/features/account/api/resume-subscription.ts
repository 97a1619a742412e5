import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAccountChange } from './get-account-overview';

export const resumeSubscription = (body: { subscription: number }) => expectData(apiClient.POST('/v2/subscription/form/resume', { body }));

export const useResumeSubscription = () => useAccountChange(resumeSubscription);
