import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type StaffErasureRequest = components['schemas']['StaffErasureRequestItem'];

const erasureRequestsKey = ['admin', 'erasure-requests'] as const;

export function useErasureRequests(list: 'pending' | 'decided', page: number, perPage: number) {
  return useQuery({
    queryKey: [...erasureRequestsKey, list, page, perPage],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/erasure-requests', { params: { query: { list, page, perPage } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Approving erases the account at once; refusing needs the reason the patient is sent. Both lists refresh after. */
export function useDecideErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; approve: 0 | 1; reason?: string }) => expectData(apiClient.POST('/v2/admin/form/erasure-request/decide', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: erasureRequestsKey }),
  });
}
