import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type StaffErasureRequest = components['schemas']['StaffErasureRequestItem'];

export const erasureRequestsKey = ['admin', 'erasure-requests'] as const;

export const getErasureRequests = (list: 'pending' | 'decided', page: number, perPage: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/erasure-requests', { params: { query: { list, page, perPage } }, signal }));

export function useErasureRequests(list: 'pending' | 'decided', page: number, perPage: number) {
  return useQuery({
    queryKey: [...erasureRequestsKey, list, page, perPage],
    queryFn: ({ signal }) => getErasureRequests(list, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
