import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type GpPractice = paths['/v2/profile/data/gp-practices']['get']['responses'][200]['content']['application/json']['practices'][number];

/** As the server's rule: fewer letters or digits than this are not searched. */
export const MIN_PRACTICE_SEARCH = 3;

export const searchGpPractices = (q: string, signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/gp-practices', { params: { query: { q } }, signal }));

export const useGpPracticeSearch = (q: string) =>
  useQuery({
    queryKey: ['account', 'gp-practices', q] as const,
    queryFn: ({ signal }) => searchGpPractices(q, signal),
    enabled: q.replace(/[^a-z0-9]/gi, '').length >= MIN_PRACTICE_SEARCH,
    // The last answer stays on screen while the next letters are searched.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
