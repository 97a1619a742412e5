import { Command } from '@nestjs/cqrs';
import type { AuditRecord } from '../../../domain/audit-record';

/**
 * Records an admin's (or the system's) action in the append-only audit trail. Send it
 * after changing your entities and before flushing: the handler flushes the caller's
 * unit of work (the request's EntityManager) with the entry, so the change and its
 * record are committed together or not at all.
 */
export class RecordAuditEntryCommand extends Command<void> {
  constructor(readonly record: AuditRecord) {
    super();
  }
}
