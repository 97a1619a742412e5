import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEntry } from '../../../infrastructure/audit-entry.entity';
import type { AuditHistoryEntry } from '../list-audit-entries/list-audit-entries.query';
import { ExportAuditTrailQuery } from './export-audit-trail.query';

@QueryHandler(ExportAuditTrailQuery)
export class ExportAuditTrailHandler implements IQueryHandler<ExportAuditTrailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId }: ExportAuditTrailQuery): Promise<AuditHistoryEntry[]> {
    const entries = await this.em.find(AuditEntry, { customerId }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
    return entries.map((entry) => ({
      id: entry.id,
      occurredAt: entry.occurredAt.toISOString(),
      actorId: entry.actorId ?? null,
      action: entry.action,
      summary: entry.summary,
      subject: entry.subject,
      subscriptionId: entry.subscriptionId ?? null,
      changes: entry.changes,
    }));
  }
}
