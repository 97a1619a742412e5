import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { PomFilters } from '../lib/pom-search';

export const getPomRegister = (filters: PomFilters, page: number, perPage: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/pom', { params: { query: { ...filters, page, per_page: perPage } }, signal }));

export function usePomRegister(filters: PomFilters, page: number, perPage: number) {
  return useQuery({
    queryKey: ['admin', 'pom', filters, page, perPage],
    queryFn: ({ signal }) => getPomRegister(filters, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
