import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type AuditEntry = components['schemas']['AuditEntryView'];

export interface HistoryAbout {
  subscriptionId?: number;
  userId?: number;
  /** One thing's history, e.g. 'treatment_item:4'. */
  subject?: string;
}

export const getHistory = (about: HistoryAbout, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/audit', { params: { query: { subscription_id: about.subscriptionId, user_id: about.userId, subject: about.subject } }, signal }));

export function useHistory(about: HistoryAbout) {
  return useQuery({
    queryKey: ['admin', 'audit', about],
    queryFn: ({ signal }) => getHistory(about, signal),
    enabled: Boolean(about.subscriptionId || about.userId || about.subject),
  });
}
