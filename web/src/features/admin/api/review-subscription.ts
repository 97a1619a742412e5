import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

export const reviewSubscription = (body: components['schemas']['ReviewDecisionRequest']) => expectData(apiClient.POST('/v2/admin/form/review', { body }));

export const useReviewSubscription = () => useAdminChange(reviewSubscription);
