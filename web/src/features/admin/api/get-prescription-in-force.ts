import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type PrescriptionInForce = components['schemas']['PrescriptionSummaryView'];
export type PrescriptionInForceLine = components['schemas']['PrescriptionSummaryLineView'];

export const getPrescriptionInForce = (subscriptionId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/subscriptions/{id}/prescription', { params: { path: { id: subscriptionId } }, signal }));

/**
 * The subscription's prescription in force, null before a prescriber has prescribed. Under
 * ['admin'] so an approval or a supply refreshes it; not refetched on focus, as every look at a
 * prescription is written to the audit trail.
 */
export function usePrescriptionInForce(subscriptionId: number) {
  return useQuery({
    queryKey: ['admin', 'subscription', subscriptionId, 'prescription'],
    queryFn: ({ signal }) => getPrescriptionInForce(subscriptionId, signal),
    refetchOnWindowFocus: false,
  });
}
