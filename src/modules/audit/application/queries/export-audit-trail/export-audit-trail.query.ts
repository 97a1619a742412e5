import { Query } from '@nestjs/cqrs';
import type { AuditHistoryEntry } from '../list-audit-entries/list-audit-entries.query';

/**
 * Every audit entry about a customer (their account and treatments, and who looked at their
 * photos), oldest first and without the on-screen history's limit: for their copy of their data.
 */
export class ExportAuditTrailQuery extends Query<AuditHistoryEntry[]> {
  constructor(readonly customerId: number) {
    super();
  }
}
