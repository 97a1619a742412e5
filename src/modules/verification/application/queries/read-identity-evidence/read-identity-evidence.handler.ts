import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { RecordAuditEntryCommand } from '../../../../audit';
import { EvidenceNotFoundError } from '../../../domain/verification.errors';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { ReadIdentityEvidenceQuery, type IdentityPhotoFile } from './read-identity-evidence.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Someone else's photo is answered as missing (404), never as forbidden, so ids reveal nothing. */
@QueryHandler(ReadIdentityEvidenceQuery)
export class ReadIdentityEvidenceHandler implements IQueryHandler<ReadIdentityEvidenceQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ evidenceId, reader }: ReadIdentityEvidenceQuery): Promise<IdentityPhotoFile> {
    const evidence = UUID.test(evidenceId) ? await this.em.findOne(IdentityEvidence, evidenceId) : null;
    if (!evidence || (!reader.staff && evidence.userId !== reader.id)) throw new EvidenceNotFoundError();
    const contents = await this.files.read(evidence.storagePath).catch(() => null);
    if (!contents) throw new EvidenceNotFoundError();
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: reader.id,
        action: 'verification.evidence.viewed',
        summary: `Viewed the identity ${evidence.kind === 'document' ? 'document photo' : 'selfie'}${reader.staff ? '' : ' (their own)'}`,
        customerId: evidence.userId,
        subject: `identity_evidence:${evidence.id}`,
      }),
    );
    // Recorded before the photo is handed over: a read that cannot be audited is not served.
    await this.em.flush();
    return { contents, contentType: evidence.contentType };
  }
}
