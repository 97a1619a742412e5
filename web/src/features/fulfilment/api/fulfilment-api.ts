import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { fetchFile, saveFile } from '../../../lib/files';
import { labelUrl } from '../lib/item-actions';
import type { DocumentType } from '../lib/item-actions';
import type { CheckStage } from '../lib/dispatch-search';

export interface DispatchSearch {
  status: 'waiting' | 'shipped';
  check?: CheckStage;
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

const dispatchOrderKey = (itemId: number) => [...dispatchQueryKey, 'item', itemId] as const;

/** One supply with its prescription and the patient's earlier supplies; null when it is not on the dispatch list (not prescribed). */
export function useDispatchOrder(itemId: number, enabled = true) {
  return useQuery({
    queryKey: dispatchOrderKey(itemId),
    queryFn: async ({ signal }) => {
      try {
        return await expectData(apiClient.GET('/v2/admin/data/dispatch/items/{itemId}', { params: { path: { itemId } }, signal }));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'FULFILMENT.NOT_APPROVED') return null;
        throw error;
      }
    },
    enabled,
  });
}

/** Records a check; the dispatch list, the supply and the subscription page read again. */
function useCheck<TBody extends { id: number }>(call: (body: TBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useClinicalCheck = () => useCheck((body: { id: number }) => expectData(apiClient.POST('/v2/admin/form/dispatch/clinical-check', { body })));

export const useAccuracyCheck = () =>
  useCheck((body: { id: number; product_code: string; batch_number: string; expiry_date: string }) => expectData(apiClient.POST('/v2/admin/form/dispatch/accuracy-check', { body })));
