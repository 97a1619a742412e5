import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { cleanPhoto } from '../../../../consultation';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { AddIdentityPhotoCommand } from './add-identity-photo.command';

/**
 * Kept as consultation photos are: checked by content and re-encoded without metadata (the
 * consultation context's pipeline), under a random name in private storage.
 */
@CommandHandler(AddIdentityPhotoCommand)
export class AddIdentityPhotoHandler implements ICommandHandler<AddIdentityPhotoCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, kind, upload }: AddIdentityPhotoCommand) {
    const photo = await cleanPhoto(upload);
    const evidence = Object.assign(new IdentityEvidence(), { userId, kind, contentType: photo.contentType, byteSize: photo.contents.length, uploadedAt: this.clock.now() });
    evidence.storagePath = `identity-evidence/${evidence.id}.${photo.extension}`;
    await this.files.write(evidence.storagePath, photo.contents);
    try {
      await this.em.persist(evidence).flush();
    } catch (error) {
      await this.files.remove(evidence.storagePath);
      throw error;
    }
    return { id: evidence.id, kind };
  }
}
