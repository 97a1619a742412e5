import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { RecordAuditEntryCommand } from '../../../../audit';
import { visibleExportStatus } from '../../../domain/data-export-status';
import { DataExportExpiredError, DataExportNotFoundError } from '../../../domain/privacy.errors';
import { DataExport } from '../../../infrastructure/data-export.entity';
import { DataExportFile, OpenDataExportQuery } from './open-data-export.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(OpenDataExportQuery)
export class OpenDataExportHandler implements IQueryHandler<OpenDataExportQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, exportId }: OpenDataExportQuery): Promise<DataExportFile> {
    const dataExport = UUID.test(exportId) ? await this.em.findOne(DataExport, { id: exportId, userId }) : null;
    if (!dataExport || dataExport.status === 'preparing' || dataExport.status === 'failed') throw new DataExportNotFoundError();
    const now = this.clock.now();
    if (visibleExportStatus(dataExport.status, dataExport.expiresAt, now) === 'expired' || !dataExport.storagePath || !(await this.files.exists(dataExport.storagePath))) {
      throw new DataExportExpiredError();
    }
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId: userId, action: 'privacy.export.downloaded', summary: 'Downloaded a copy of their data', customerId: userId, subject: `data_export:${dataExport.id}` }),
    );
    await this.em.flush();
    return {
      stream: await this.files.readStream(dataExport.storagePath),
      byteSize: dataExport.byteSize ?? 0,
      fileName: `your-data-${ukCalendarDate(dataExport.readyAt ?? now)}.zip`,
    };
  }
}
