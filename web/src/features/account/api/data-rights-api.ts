import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type DataRights = paths['/v2/profile/data/data-rights']['get']['responses'][200]['content']['application/json'];
export type DataExport = NonNullable<DataRights['data_export']>;
export type ErasureRequest = NonNullable<DataRights['erasure_request']>;

export const dataRightsKey = ['account', 'data-rights'] as const;

/** While a copy is being prepared, the panel asks again every few seconds, so 'ready' shows without a reload. */
const PREPARING_POLL_MS = 3_000;

export function dataRightsOptions() {
  return queryOptions({
    queryKey: dataRightsKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/profile/data/data-rights', { signal })),
    refetchInterval: (query) => (query.state.data?.data_export?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

export const useDataRights = () => useQuery(dataRightsOptions());

function useDataRightsMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKey }) });
}

export const useRequestDataExport = () => useDataRightsMutation(() => expectData(apiClient.POST('/v2/profile/form/data-export')));

export const useRequestErasure = () =>
  useDataRightsMutation((body: { reason?: string }) => expectData(apiClient.POST('/v2/profile/form/erasure-request', { body })));
