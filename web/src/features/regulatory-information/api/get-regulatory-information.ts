import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type RegulatoryInformation = components['schemas']['RegulatoryInformationResponse'];

/** The pharmacy's registrations (and who is in charge now): the page and the footer's registration number. */
export const regulatoryInformationQueryOptions = queryOptions({
  queryKey: ['content', 'regulatory-information'],
  queryFn: ({ signal }) => expectData(apiClient.GET('/content/regulatory-information', { signal })),
  // Who is in charge changes during the day; the registrations themselves only with a deploy.
  staleTime: 60_000,
});

export function useRegulatoryInformation() {
  return useQuery(regulatoryInformationQueryOptions);
}
