import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { fetchFile, saveFile } from '../../../lib/files';
import { labelUrl } from '../lib/item-actions';
import type { DocumentType } from '../lib/item-actions';

export interface DispatchSearch {
  status: 'waiting' | 'shipped';
  keyword?: string;
  page: number;
  perPage: number;
}

export const dispatchQueryKey = ['admin', 'dispatch'] as const;

export function dispatchQueryOptions(search: DispatchSearch) {
  return queryOptions({
    queryKey: [...dispatchQueryKey, search],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/dispatch', { params: { query: search }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useDispatchOrders(search: DispatchSearch) {
  return useQuery(dispatchQueryOptions(search));
}

/** Ships the item, then saves its label as '{trackingNumber}.pdf' (spec §7). */
export function useShipItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => {
      const shipped = await expectData(apiClient.POST('/v2/admin/form/ship', { body: { id: itemId } }));
      saveFile(await fetchFile(shipped.pdfUrl), `${shipped.trackingNumber}.pdf`);
      return shipped;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchQueryKey }),
  });
}

export async function downloadLabel(trackingNumber: string): Promise<void> {
  saveFile(await fetchFile(labelUrl(trackingNumber)), `${trackingNumber}.pdf`);
}

export function useStartPrint() {
  return useMutation({
    mutationFn: (body: { item_ids: number[]; types: DocumentType[] }) => expectData(apiClient.POST('/v2/admin/form/dispatch/print', { body })),
  });
}

/** Follows a print run every half second until it is finished. */
export function usePrintStatus(jobId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'dispatch', 'print', jobId],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/dispatch/print/{jobId}', { params: { path: { jobId: jobId! } }, signal })),
    enabled: !!jobId,
    refetchInterval: (query) => (query.state.data && ['completed', 'failed'].includes(query.state.data.state) ? false : 500),
  });
}
