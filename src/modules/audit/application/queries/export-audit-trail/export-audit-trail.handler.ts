import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEntry } from '../../../infrastructure/audit-entry.entity';
import { historyEntryOf } from '../list-audit-entries/history-entry-of';
import type { AuditHistoryEntry } from '../list-audit-entries/list-audit-entries.query';
import { ExportAuditTrailQuery } from './export-audit-trail.query';

@QueryHandler(ExportAuditTrailQuery)
export class ExportAuditTrailHandler implements IQueryHandler<ExportAuditTrailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId }: ExportAuditTrailQuery): Promise<AuditHistoryEntry[]> {
    const entries = await this.em.find(AuditEntry, { customerId }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
    return entries.map(historyEntryOf);
  }
}
