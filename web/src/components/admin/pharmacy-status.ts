import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../lib/api/api-error';
import { apiClient } from '../../lib/api/client';
import type { components } from '../../lib/api/schema';

export type PharmacyStatus = components['schemas']['PharmacyStatusResponse'];
export type ResponsiblePharmacist = NonNullable<PharmacyStatus['responsible_pharmacist']>;

export const pharmacyStatusQueryKey = ['admin', 'pharmacy-status'] as const;

/**
 * Who is in charge of the premises, and whether the signed-in staff member is a pharmacist:
 * the dispatch screens offer the checks and Ship by it, the Responsible Pharmacist screen
 * signs in and out by it. Shared by both features; the server decides either way.
 */
export function usePharmacyStatus() {
  return useQuery({
    queryKey: pharmacyStatusQueryKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/pharmacy-status', { signal })),
  });
}
