import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const reviewSubscription = (body: { id: number; approve: 0 | 1; reason?: string }) => expectData(apiClient.POST('/v2/admin/form/review', { body }));

export const useReviewSubscription = () => useAdminChange(reviewSubscription);
