import { Query } from '@nestjs/cqrs';
import type { AuditChange } from '../../../domain/audit-record';
import type { FoldedEntry } from '../../../domain/fold-repeated-views';

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

/** A history line: one entry, or repeated views of one record by one person folded into one. */
export type AuditHistoryLine = FoldedEntry<AuditHistoryEntry>;

export type AuditSubjectFilter = { subscriptionId: number } | { customerId: number } | { subject: string };

/**
 * A history, newest first: of a subscription, of a customer (everything on them and their
 * subscriptions), or of one subject such as 'treatment_item:4'; repeated views folded into one line.
 */
export class ListAuditEntriesQuery extends Query<AuditHistoryLine[]> {
  constructor(readonly about: AuditSubjectFilter) {
    super();
  }
}
