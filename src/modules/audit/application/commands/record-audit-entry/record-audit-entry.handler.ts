import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { AuditEntry } from '../../../infrastructure/audit-entry.entity';
import { RecordAuditEntryCommand } from './record-audit-entry.command';

@CommandHandler(RecordAuditEntryCommand)
export class RecordAuditEntryHandler implements ICommandHandler<RecordAuditEntryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ record }: RecordAuditEntryCommand): Promise<void> {
    const entry = Object.assign(new AuditEntry(), {
      occurredAt: this.clock.now(),
      actorId: record.actorId ?? undefined,
      action: record.action,
      summary: record.summary.slice(0, 300),
      customerId: record.customerId,
      subscriptionId: record.subscriptionId,
      subject: record.subject,
      changes: record.changes ?? [],
    });
    // Persisted, not flushed: the caller owns its commit, so its changes and this entry land together or not at all.
    this.em.persist(entry);
  }
}
