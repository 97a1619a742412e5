import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import type { DataExportStatus } from '../../../domain/data-export-status';
import { exportReadme } from '../../../domain/export-readme';
import { daysAfter, RETENTION } from '../../../domain/retention-schedule';
import { ukDateTime } from '../../../domain/uk-date-time';
import { DataExport } from '../../../infrastructure/data-export.entity';
import { zipStream, type ZipEntry } from '../../../infrastructure/zip-writer';
import { exportArchive } from '../../export-archive';
import { PersonalDataCollector } from '../../personal-data';
import { BuildDataExportCommand } from './build-data-export.command';

@CommandHandler(BuildDataExportCommand)
export class BuildDataExportHandler implements ICommandHandler<BuildDataExportCommand> {
  private readonly logger = new Logger(BuildDataExportHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly personalData: PersonalDataCollector,
    private readonly files: PrivateFileStore,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ exportId }: BuildDataExportCommand): Promise<{ status: DataExportStatus }> {
    const dataExport = await this.em.findOne(DataExport, exportId);
    if (!dataExport || dataExport.status !== 'preparing') return { status: dataExport?.status ?? 'failed' };
    const storagePath = `data-exports/${dataExport.id}.zip`;
    try {
      const data = await this.personalData.of(dataExport.userId);
      if (!data) throw new Error(`No user ${dataExport.userId} for data export ${exportId}`);
      const now = this.clock.now();
      const entries = exportArchive(data, dataExport.userId);
      // A photo whose file is missing is left out (and the README says so) rather than failing the whole copy.
      const present = await Promise.all(entries.map((entry) => ('storagePath' in entry ? this.files.exists(entry.storagePath) : true)));
      const missingPhotos = present.filter((found) => !found).length;
      if (missingPhotos) this.logger.warn({ exportId, missingPhotos }, 'Data export: photo files missing from storage');
      const zipEntries: ZipEntry[] = [
        { name: 'README.txt', read: async () => exportReadme(`${ukDateTime(now)} (UK time)`, missingPhotos) },
        ...entries
          .filter((_, index) => present[index])
          .map((entry) => ({ name: entry.name, read: async () => ('contents' in entry ? entry.contents : this.files.read(entry.storagePath)) })),
      ];
      await this.files.remove(storagePath); // what a run that died half-way left behind
      const byteSize = await this.files.writeStream(storagePath, zipStream(zipEntries));

      const expiresAt = daysAfter(now, RETENTION.dataExportDays);
      Object.assign(dataExport, { status: 'ready', readyAt: now, expiresAt, storagePath, byteSize });
      addToOutbox(this.em, JobName.SendEmail, {
        to: data.account.profile.email,
        template: 'data-export-ready',
        data: { firstName: data.account.profile.firstName ?? '', accountUrl: `${this.config.get('APP_URL')}/v2/profile`, expiresOn: `${ukDateTime(expiresAt)} (UK time)` },
      });
      await this.em.flush();
      return { status: 'ready' };
    } catch (error) {
      this.logger.error({ exportId, err: error }, 'Data export failed');
      await this.files.remove(storagePath);
      await this.em.nativeUpdate(DataExport, { id: exportId, status: 'preparing' }, { status: 'failed' });
      throw error;
    }
  }
}
