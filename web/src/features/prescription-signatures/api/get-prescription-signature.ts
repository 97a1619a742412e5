import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type PrescriptionSignature = components['schemas']['PrescriptionSignatureResponse'];

/** Checks the stored prescription against its prescriber's signature, afresh each time it is asked (never cached). */
export function usePrescriptionSignature(ref: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'prescription-signature', ref],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/prescriptions/{ref}/signature', { params: { path: { ref: ref! } }, signal })),
    enabled: !!ref,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
