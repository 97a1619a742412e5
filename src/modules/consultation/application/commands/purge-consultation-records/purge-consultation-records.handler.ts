import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PurgeConsultationRecordsCommand } from './purge-consultation-records.command';

@CommandHandler(PurgeConsultationRecordsCommand)
export class PurgeConsultationRecordsHandler implements ICommandHandler<PurgeConsultationRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeConsultationRecordsCommand): Promise<{ consultations: number; filesToRemove: string[] }> {
    const photos = await this.em.find(ConsultationPhoto, { consultation: { userId } }, { fields: ['storagePath'] });
    const consultations = await this.em.nativeDelete(Consultation, { userId });
    return { consultations, filesToRemove: photos.map((photo) => photo.storagePath) };
  }
}
