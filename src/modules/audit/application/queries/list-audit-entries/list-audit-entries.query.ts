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

/** The history of a subscription, or of a customer (everything on them and their subscriptions), newest first. */
export class ListAuditEntriesQuery extends Query<AuditHistoryEntry[]> {
  constructor(readonly about: { subscriptionId: number } | { customerId: number }) {
    super();
  }
}
