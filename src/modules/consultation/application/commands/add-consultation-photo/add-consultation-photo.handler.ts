import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidAnswersError, PhotoLimitReachedError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PhotoStore } from '../../photo-store';
import { storageUrl } from '../../../../../shared/storage/storage-url';
import { ConsultationAccess } from '../../consultation-access';
import { AddConsultationPhotoCommand } from './add-consultation-photo.command';

/** Enough for a close-up as well as the wide shot; more is a mistake or abuse. */
const PHOTOS_PER_QUESTION = 4;

@CommandHandler(AddConsultationPhotoCommand)
export class AddConsultationPhotoHandler implements ICommandHandler<AddConsultationPhotoCommand> {
  constructor(
    private readonly access: ConsultationAccess,
    private readonly photos: PhotoStore,
  ) {}

  async execute({ userId, consultationId, question, upload }: AddConsultationPhotoCommand): Promise<{ id: string; url: string }> {
    const draft = await this.access.ownDraft(userId, consultationId);
    const asked = this.access.questionnaireOf(draft).questions.find((candidate) => candidate.name === question);
    if (asked?.type !== 'images') throw new InvalidAnswersError({ question: ['This question does not take photos.'] });
    if (draft.photos.getItems().filter((photo) => photo.question === question).length >= PHOTOS_PER_QUESTION) {
      throw new PhotoLimitReachedError(PHOTOS_PER_QUESTION);
    }

    const stored = await this.photos.keep('consultations', upload, () => Object.assign(new ConsultationPhoto(), { consultation: draft, question }));
    return { id: stored.id, url: storageUrl(stored.storagePath) };
  }
}
