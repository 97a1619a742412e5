import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SubscriptionDetail = components['schemas']['StaffSubscriptionDetailResponse'];
export type SubscriptionItem = components['schemas']['StaffItemView'];
export type CustomerCard = components['schemas']['StaffCustomerCardView'];

export const getSubscriptionDetail = (id: number, signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/subscription', { params: { query: { id } }, signal }));

export function useSubscriptionDetail(id: number) {
  return useQuery({
    queryKey: ['admin', 'subscription', id],
    queryFn: ({ signal }) => getSubscriptionDetail(id, signal),
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}
