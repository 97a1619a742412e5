import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type BeforeAfterCase = components['schemas']['BeforeAfterCaseResponse'];
export type BeforeAfterFormula = BeforeAfterCase['formula'];

export function beforeAfterCasesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'before-after'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/content/before-after', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useBeforeAfterCases() {
  return useQuery(beforeAfterCasesQueryOptions());
}
