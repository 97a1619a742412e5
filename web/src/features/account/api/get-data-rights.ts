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

export const getDataRights = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/data-rights', { signal }));

export function dataRightsOptions() {
  return queryOptions({
    queryKey: dataRightsKey,
    queryFn: ({ signal }) => getDataRights(signal),
    refetchInterval: (query) => (query.state.data?.data_export?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

export const useDataRights = () => useQuery(dataRightsOptions());

/** For the data-rights requests: each refetches the panel's state. */
export function useDataRightsChange<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKey }) });
}
