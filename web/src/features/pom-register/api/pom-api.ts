import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { PomFilters } from '../lib/pom-search';

export function usePomRegister(filters: PomFilters, page: number, perPage: number) {
  return useQuery({
    queryKey: ['admin', 'pom', filters, page, perPage],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/pom', { params: { query: { ...filters, page, per_page: perPage } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useStartExport() {
  return useMutation({
    mutationFn: (filters: PomFilters) => expectData(apiClient.POST('/v2/admin/form/pom/export', { body: filters })),
  });
}

/** Follows an export every half second until it is finished. */
export function useExportStatus(jobId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'pom', 'export', jobId],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/pom/export/{jobId}', { params: { path: { jobId: jobId! } }, signal })),
    enabled: !!jobId,
    refetchInterval: (query) => (query.state.data && ['completed', 'failed'].includes(query.state.data.state) ? false : 500),
  });
}
