import type { AuditEntry } from '../../../infrastructure/audit-entry.entity';
import type { AuditHistoryEntry } from './list-audit-entries.query';

/** An audit row as a history shows it: the one shape for the screens and the patient's copy of their data. */
export function historyEntryOf(entry: AuditEntry): AuditHistoryEntry {
  return {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    actorId: entry.actorId ?? null,
    action: entry.action,
    summary: entry.summary,
    subject: entry.subject,
    subscriptionId: entry.subscriptionId ?? null,
    changes: entry.changes,
  };
}
