import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { StoredFileNotFoundError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { FileNotStoredError, PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ReadStoredFileQuery, StoredFile } from './read-stored-file.query';

interface PrivateFile {
  ownerId: number;
  storagePath: string;
  contentType: string;
  /** For the audit trail when staff view it. */
  kind: 'consultation.photo' | 'progress.photo';
  description: string;
  subject: string;
}

@QueryHandler(ReadStoredFileQuery)
export class ReadStoredFileHandler implements IQueryHandler<ReadStoredFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reader, storagePath }: ReadStoredFileQuery): Promise<StoredFile> {
    const file = await this.find(storagePath);
    // Someone else's photo is "not found" as much as a missing one: the answer reveals nothing.
    const allowed = file && (reader.role === 'admin' || file.ownerId === reader.id);
    if (!allowed) throw new StoredFileNotFoundError();
    // Staff looking at a patient's photos is part of the health record's history.
    if (reader.id !== file.ownerId) {
      await this.commands.execute(
        new RecordAuditEntryCommand({ actorId: reader.id, action: `${file.kind}.viewed`, summary: file.description, customerId: file.ownerId, subject: file.subject, changes: [] }),
      );
      await this.em.flush();
    }
    // A row whose file is missing is answered as no row is, never as a server error.
    const contents = await this.files.read(file.storagePath).catch((error) => {
      throw error instanceof FileNotStoredError ? new StoredFileNotFoundError() : error;
    });
    return { contents, contentType: file.contentType };
  }

  /** Every private file has a row saying whose it is; a path without one is never served. */
  private async find(storagePath: string): Promise<PrivateFile | null> {
    if (storagePath.startsWith('progress/')) {
      const photo = await this.em.findOne(ProgressPhoto, { storagePath });
      return photo && { ownerId: photo.userId, storagePath: photo.storagePath, contentType: photo.contentType, kind: 'progress.photo', description: 'Viewed a progress photo', subject: `progress-photo:${photo.id}` };
    }
    const photo = await this.em.findOne(ConsultationPhoto, { storagePath }, { populate: ['consultation'] });
    return (
      photo && {
        ownerId: photo.consultation.userId,
        storagePath: photo.storagePath,
        contentType: photo.contentType,
        kind: 'consultation.photo',
        description: `Viewed a consultation photo (${photo.consultation.name})`,
        subject: `consultation:${photo.consultation.id}`,
      }
    );
  }
}
