import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type PatientIdentityCheck = components['schemas']['IdentityCheckResponse'];

export const getPatientIdentityCheck = (userId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/patients/{userId}/identity-check', { params: { path: { userId } }, signal }));

/** A patient's newest identity check; under ['admin'] so a decision refreshes it. */
export function usePatientIdentityCheck(userId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'identity-check', userId],
    queryFn: ({ signal }) => getPatientIdentityCheck(userId!, signal),
    enabled: userId !== undefined,
  });
}

/** What a prescriber reads for each status. */
export const IDENTITY_STATUS_TEXT: Record<PatientIdentityCheck['status'], { label: string; colour: string }> = {
  not_started: { label: 'Not verified: not started', colour: 'default' },
  awaiting_capture: { label: 'Not verified: photos not given yet', colour: 'default' },
  in_progress: { label: 'Being checked', colour: 'processing' },
  clear: { label: 'Verified (clear)', colour: 'green' },
  consider: { label: 'Needs a manual review (consider)', colour: 'orange' },
  rejected: { label: 'Rejected', colour: 'red' },
};
