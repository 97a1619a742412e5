import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { ExportAlreadyPreparingError } from '../../../domain/privacy.errors';
import { DataExport } from '../../../infrastructure/data-export.entity';
import { DataExportView, viewDataExport } from '../../data-rights-view';
import { RequestDataExportCommand } from './request-data-export.command';

@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RequestDataExportCommand): Promise<DataExportView> {
    if (await this.em.count(DataExport, { userId, status: 'preparing' })) throw new ExportAlreadyPreparingError();
    const dataExport = Object.assign(new DataExport(), { userId, requestedAt: this.clock.now() });
    this.em.persist(dataExport);
    // The job id comes from the outbox row, so a relay that runs twice still builds one ZIP.
    addToOutbox(this.em, JobName.BuildDataExport, { exportId: dataExport.id });
    try {
      await this.commands.execute(
        new RecordAuditEntryCommand({ actorId: userId, action: 'privacy.export.requested', summary: 'Asked for a copy of their data', customerId: userId, subject: `data_export:${dataExport.id}` }),
      );
      await this.em.flush();
    } catch (error) {
      // Two requests at once: the database let only one be 'preparing'.
      if (error instanceof UniqueConstraintViolationException) throw new ExportAlreadyPreparingError();
      throw error;
    }
    return viewDataExport(dataExport, this.clock.now());
  }
}
