import { queryOptions } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { Consultation } from './consultation-api-types';

export const consultationQueryKey = (type: string) => ['consultation', 'draft', type] as const;

/** Starts or resumes the customer's draft for this type. */
export const getConsultation = (type: Consultation['type'], signal?: AbortSignal) => expectData(apiClient.POST('/v2/consultations', { body: { type }, signal }));

/**
 * A POST, but it only ever returns the same draft, so it is read like a query: on mount,
 * never in the background (a refetch must not overwrite answers being typed), and dropped
 * when the page closes so coming back reads the server's copy again.
 */
export function consultationQueryOptions(type: Consultation['type']) {
  return queryOptions({
    queryKey: consultationQueryKey(type),
    queryFn: ({ signal }) => getConsultation(type, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
