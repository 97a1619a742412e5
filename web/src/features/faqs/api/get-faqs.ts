import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'faqs'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/content/faqs', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
