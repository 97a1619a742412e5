import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { CheckStage } from '../lib/dispatch-search';

export interface DispatchSearch {
  status: 'waiting' | 'shipped';
  check?: CheckStage;
  keyword?: string;
  page: number;
  perPage: number;
}

export const dispatchQueryKey = ['admin', 'dispatch'] as const;

export const getDispatchOrders = (search: DispatchSearch, signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/dispatch', { params: { query: search }, signal }));

export function useDispatchOrders(search: DispatchSearch) {
  return useQuery({ queryKey: [...dispatchQueryKey, search], queryFn: ({ signal }) => getDispatchOrders(search, signal), placeholderData: keepPreviousData });
}
