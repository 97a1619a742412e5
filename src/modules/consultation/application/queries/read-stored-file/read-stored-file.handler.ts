import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StoredFileNotFoundError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { ReadStoredFileQuery, StoredFile } from './read-stored-file.query';

@QueryHandler(ReadStoredFileQuery)
export class ReadStoredFileHandler implements IQueryHandler<ReadStoredFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ reader, storagePath }: ReadStoredFileQuery): Promise<StoredFile> {
    const photo = await this.em.findOne(ConsultationPhoto, { storagePath }, { populate: ['consultation'] });
    // Someone else's photo is "not found" as much as a missing one: the answer reveals nothing.
    const allowed = photo && (reader.role === 'admin' || photo.consultation.userId === reader.id);
    if (!allowed) throw new StoredFileNotFoundError();
    return { contents: await this.files.read(photo.storagePath), contentType: photo.contentType };
  }
}
