import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IdentityCheck } from '../infrastructure/identity-check.entity';
import { IdentityEvidence } from '../infrastructure/identity-evidence.entity';
import { IdentityVerifier } from './identity-verifier';
import type { IdentitySummary } from './identity-summary';

/** Reads a patient's newest check with its photos, for each screen's query. */
@Injectable()
export class IdentitySummaries {
  constructor(
    private readonly em: EntityManager,
    private readonly verifier: IdentityVerifier,
  ) {}

  async ofPatient(userId: number): Promise<IdentitySummary> {
    const check = await this.em.findOne(IdentityCheck, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const pending = await this.em.find(IdentityEvidence, { userId, checkId: null });
    return this.summarise(check, [...new Set(pending.map((photo) => photo.kind))]);
  }

  async ofCheck(check: IdentityCheck): Promise<IdentitySummary> {
    return this.summarise(check, []);
  }

  private async summarise(check: IdentityCheck | null, pendingPhotos: IdentitySummary['pendingPhotos']): Promise<IdentitySummary> {
    const evidence = check ? await this.em.find(IdentityEvidence, { checkId: check.id }, { orderBy: { kind: 'asc' } }) : [];
    return {
      checkId: check?.id ?? null,
      status: check?.status ?? 'not_started',
      provider: check?.provider ?? this.verifier.provider,
      captureUrl: check?.captureUrl ?? null,
      providerResult: check?.providerResult ?? null,
      documentSubResult: check?.documentSubResult ?? null,
      documentName: check?.documentName ?? null,
      createdAt: check?.createdAt.toISOString() ?? null,
      decidedAt: check?.decidedAt?.toISOString() ?? null,
      reviewNote: check?.reviewNote ?? null,
      evidence: evidence.map(({ id, kind }) => ({ id, kind })),
      evidenceDeleted: Boolean(check?.evidenceDeletedAt),
      pendingPhotos,
    };
  }
}
