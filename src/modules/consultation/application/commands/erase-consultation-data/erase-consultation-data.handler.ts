import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ErasedConsultationData, EraseConsultationDataCommand } from './erase-consultation-data.command';

@CommandHandler(EraseConsultationDataCommand)
export class EraseConsultationDataHandler implements ICommandHandler<EraseConsultationDataCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, keep }: EraseConsultationDataCommand): Promise<ErasedConsultationData> {
    const consultations = await this.em.find(Consultation, { userId }, { populate: ['photos'] });
    const erased = consultations.filter((consultation) => !keep.includes(consultation.id));
    const progressPhotos = await this.em.find(ProgressPhoto, { userId });
    // Photo rows go with their consultation (the foreign key cascades).
    if (erased.length > 0) await this.em.nativeDelete(Consultation, { id: erased.map((consultation) => consultation.id) });
    await this.em.nativeDelete(ProgressPhoto, { userId });
    return {
      consultationsErased: erased.length,
      consultationsKept: consultations.length - erased.length,
      progressPhotosErased: progressPhotos.length,
      filesToRemove: [...erased.flatMap((consultation) => consultation.photos.getItems().map((photo) => photo.storagePath)), ...progressPhotos.map((photo) => photo.storagePath)],
    };
  }
}
