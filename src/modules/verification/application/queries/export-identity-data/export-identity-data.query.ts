import { Query } from '@nestjs/cqrs';
import type { EvidenceKind } from '../../../domain/evidence-kind';
import type { IdentityCheckStatus } from '../../../domain/identity-check-status';

export interface IdentityData {
  identityChecks: {
    id: number;
    provider: 'onfido' | 'manual' | 'local';
    status: IdentityCheckStatus;
    /** The provider's result and its document report's sub_result, as the provider worded them. */
    providerResult: string | null;
    documentSubResult: string | null;
    /** The name the patient typed as printed on their document (our own capture only). */
    nameAsTyped: string | null;
    startedAt: string;
    completedAt: string | null;
    decidedAt: string | null;
    /** The note our team wrote when settling an uncertain result. */
    reviewNote: string | null;
    /** When the photos were deleted under the retention rule; null while they are held. */
    photosDeletedAt: string | null;
    /** The photos still held: private storage paths (the archive names their files instead). */
    photos: { kind: EvidenceKind; storagePath: string; uploadedAt: string }[];
  }[];
}

/** A patient's identity checks and, while still held, the document and selfie photos, for their copy of their data. */
export class ExportIdentityDataQuery extends Query<IdentityData> {
  constructor(readonly userId: number) {
    super();
  }
}
