import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEntry } from '../../../infrastructure/audit-entry.entity';
import { historyEntryOf } from './history-entry-of';
import { foldRepeatedViews } from '../../../domain/fold-repeated-views';
import { AuditHistoryLine, ListAuditEntriesQuery } from './list-audit-entries.query';

/** Enough for any one record's history on screen (before repeated views are folded); older entries stay in the table. */
const HISTORY_LIMIT = 500;

@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ about }: ListAuditEntriesQuery): Promise<AuditHistoryLine[]> {
    const where = 'subscriptionId' in about ? { subscriptionId: about.subscriptionId } : 'customerId' in about ? { customerId: about.customerId } : { subject: about.subject };
    const entries = await this.em.find(AuditEntry, where, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: HISTORY_LIMIT });
    // Every view stays in the table (and in the patient's copy of their data); the screens read a visit as one line.
    return foldRepeatedViews(entries.map(historyEntryOf));
  }
}
