import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StoredFileNotFoundError } from '../../../domain/consultation.errors';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { ConsultationAccess } from '../../consultation-access';
import { RemoveConsultationPhotoCommand } from './remove-consultation-photo.command';

@CommandHandler(RemoveConsultationPhotoCommand)
export class RemoveConsultationPhotoHandler implements ICommandHandler<RemoveConsultationPhotoCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ userId, consultationId, photoId }: RemoveConsultationPhotoCommand): Promise<void> {
    const draft = await this.access.ownDraft(userId, consultationId);
    const photo = draft.photos.getItems().find((candidate) => candidate.id === photoId);
    if (!photo) throw new StoredFileNotFoundError();
    await this.em.remove(photo).flush();
    // The row goes first: a file left behind by a crash is unreachable, a row without its file would be a broken answer.
    await this.files.remove(photo.storagePath);
  }
}
