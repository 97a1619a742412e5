import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SubscriptionRow = components['schemas']['StaffSubscriptionRowView'];

export interface SubscriptionListQuery {
  keyword?: string;
  status: string;
  treatment?: number;
  flagged?: boolean;
  page: number;
  perPage: number;
}

export const getSubscriptionList = (query: SubscriptionListQuery, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/form/get-subscriptions', { params: { query: { ...query, status: query.status as never, flagged: query.flagged ? 1 : undefined } }, signal }));

export function useSubscriptionList(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', query],
    queryFn: ({ signal }) => getSubscriptionList(query, signal),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
