import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidAnswersError, PhotoLimitReachedError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { cleanPhoto } from '../../../infrastructure/photo-processing';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { ConsultationAccess, storageUrl } from '../../consultation-access';
import { AddConsultationPhotoCommand } from './add-consultation-photo.command';

/** Enough for a close-up as well as the wide shot; more is a mistake or abuse. */
const PHOTOS_PER_QUESTION = 4;

@CommandHandler(AddConsultationPhotoCommand)
export class AddConsultationPhotoHandler implements ICommandHandler<AddConsultationPhotoCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ userId, consultationId, question, upload }: AddConsultationPhotoCommand): Promise<{ id: string; url: string }> {
    const draft = await this.access.ownDraft(userId, consultationId);
    const asked = this.access.questionnaireOf(draft).questions.find((candidate) => candidate.name === question);
    if (asked?.type !== 'images') throw new InvalidAnswersError({ question: ['This question does not take photos.'] });
    if (draft.photos.getItems().filter((photo) => photo.question === question).length >= PHOTOS_PER_QUESTION) {
      throw new PhotoLimitReachedError(PHOTOS_PER_QUESTION);
    }

    const photo = await cleanPhoto(upload);
    const stored = Object.assign(new ConsultationPhoto(), { consultation: draft, question, contentType: photo.contentType, byteSize: photo.contents.length });
    stored.storagePath = `consultations/${stored.id}.${photo.extension}`;
    await this.files.write(stored.storagePath, photo.contents);
    try {
      await this.em.persist(stored).flush();
    } catch (error) {
      await this.files.remove(stored.storagePath);
      throw error;
    }
    return { id: stored.id, url: storageUrl(stored.storagePath) };
  }
}
