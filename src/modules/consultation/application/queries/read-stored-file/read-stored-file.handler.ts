import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { StoredFileNotFoundError } from '../../../domain/consultation.errors';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PrivateFileStore } from '../../../infrastructure/private-file-store';
import { ReadStoredFileQuery, StoredFile } from './read-stored-file.query';

@QueryHandler(ReadStoredFileQuery)
export class ReadStoredFileHandler implements IQueryHandler<ReadStoredFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reader, storagePath }: ReadStoredFileQuery): Promise<StoredFile> {
    const photo = await this.em.findOne(ConsultationPhoto, { storagePath }, { populate: ['consultation'] });
    // Someone else's photo is "not found" as much as a missing one: the answer reveals nothing.
    const allowed = photo && (reader.role === 'admin' || photo.consultation.userId === reader.id);
    if (!allowed) throw new StoredFileNotFoundError();
    const patientId = photo.consultation.userId;
    // Staff looking at a patient's photos is part of the health record's history.
    if (reader.id !== patientId) {
      await this.commands.execute(
        new RecordAuditEntryCommand({ actorId: reader.id, action: 'consultation.photo.viewed', summary: `Viewed a consultation photo (${photo.consultation.name})`, customerId: patientId, subject: `consultation:${photo.consultation.id}`, changes: [] }),
      );
    }
    return { contents: await this.files.read(photo.storagePath), contentType: photo.contentType };
  }
}
