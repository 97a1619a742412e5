import { Query } from '@nestjs/cqrs';
import type { AuditChange } from '../../../domain/audit-record';

export interface AuditHistoryEntry {
  id: number;
  occurredAt: string;
  actorId: number | null;
  action: string;
  summary: string;
  subject: string;
  subscriptionId: number | null;
  changes: AuditChange[];
}

export type AuditSubjectFilter = { subscriptionId: number } | { customerId: number } | { subject: string };

/**
 * A history, newest first: of a subscription, of a customer (everything on them and their
 * subscriptions), or of one subject such as 'treatment_item:4'.
 */
export class ListAuditEntriesQuery extends Query<AuditHistoryEntry[]> {
  constructor(readonly about: AuditSubjectFilter) {
    super();
  }
}
