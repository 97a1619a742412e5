import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StoredFileNotFoundError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PrivateFileStore } from '../../../infrastructure/private-file-store';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ReadStoredFileQuery, StoredFile } from './read-stored-file.query';

interface PrivateFile {
  ownerId: number;
  storagePath: string;
  contentType: string;
}

@QueryHandler(ReadStoredFileQuery)
export class ReadStoredFileHandler implements IQueryHandler<ReadStoredFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ reader, storagePath }: ReadStoredFileQuery): Promise<StoredFile> {
    const file = await this.find(storagePath);
    // Someone else's photo is "not found" as much as a missing one: the answer reveals nothing.
    const allowed = file && (reader.role === 'admin' || file.ownerId === reader.id);
    if (!allowed) throw new StoredFileNotFoundError();
    return { contents: await this.files.read(file.storagePath), contentType: file.contentType };
  }

  /** Every private file has a row saying whose it is; a path without one is never served. */
  private async find(storagePath: string): Promise<PrivateFile | null> {
    if (storagePath.startsWith('progress/')) {
      const photo = await this.em.findOne(ProgressPhoto, { storagePath });
      return photo && { ownerId: photo.userId, storagePath: photo.storagePath, contentType: photo.contentType };
    }
    const photo = await this.em.findOne(ConsultationPhoto, { storagePath }, { populate: ['consultation'] });
    return photo && { ownerId: photo.consultation.userId, storagePath: photo.storagePath, contentType: photo.contentType };
  }
}
