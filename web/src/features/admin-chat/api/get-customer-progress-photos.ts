import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const getCustomerProgressPhotos = async (userId: number, signal?: AbortSignal) =>
  (await expectData(apiClient.GET('/v2/admin/data/progress-photos', { params: { query: { user_id: userId } }, signal }))).photos;

export function useCustomerProgressPhotos(userId: number) {
  return useQuery({ queryKey: ['admin', 'progress-photos', userId], queryFn: ({ signal }) => getCustomerProgressPhotos(userId, signal) });
}
