import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { ExportIdentityDataQuery, type IdentityData } from './export-identity-data.query';

@QueryHandler(ExportIdentityDataQuery)
export class ExportIdentityDataHandler implements IQueryHandler<ExportIdentityDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportIdentityDataQuery): Promise<IdentityData> {
    // One query after another: an erasure asks this inside its transaction, on one connection.
    const checks = await this.em.find(IdentityCheck, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    // The retention sweep deletes a decided check's photo rows with their files, so the rows left are the photos still held.
    const evidence = await this.em.find(IdentityEvidence, { userId, checkId: { $ne: null } }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
    return {
      identityChecks: checks.map((check) => ({
        id: check.id,
        provider: check.provider,
        status: check.status,
        providerResult: check.providerResult ?? null,
        documentSubResult: check.documentSubResult ?? null,
        nameAsTyped: check.documentName ?? null,
        startedAt: check.createdAt.toISOString(),
        completedAt: check.completedAt?.toISOString() ?? null,
        decidedAt: check.decidedAt?.toISOString() ?? null,
        reviewNote: check.reviewNote ?? null,
        photosDeletedAt: check.evidenceDeletedAt?.toISOString() ?? null,
        photos: evidence
          .filter((photo) => photo.checkId === check.id)
          .map((photo) => ({ kind: photo.kind, storagePath: photo.storagePath, uploadedAt: photo.uploadedAt.toISOString() })),
      })),
    };
  }
}
