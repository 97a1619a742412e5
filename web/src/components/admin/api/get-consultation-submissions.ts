import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SubmissionField = components['schemas']['ConsultationSubmissionView']['fields'][number];

export const getConsultationSubmissions = (userId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/consultations', { params: { query: { user_id: userId } }, signal }));

/** A customer's submitted consultations, for the clinical team only (the server checks). */
export function useConsultationSubmissions(userId: number) {
  return useQuery({ queryKey: ['admin', 'consultations', userId], queryFn: ({ signal }) => getConsultationSubmissions(userId, signal) });
}
