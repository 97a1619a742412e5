import type { IdentityCheckStatus } from '../domain/identity-check-status';
import type { EvidenceKind } from '../domain/evidence-kind';

/** A patient's identity check as the screens show it (the patient's step, the prescriber's panel, the staff queue). */
export interface IdentitySummary {
  checkId: number | null;
  /** 'not_started' until the patient begins. */
  status: IdentityCheckStatus | 'not_started';
  provider: 'onfido' | 'manual' | 'local';
  captureUrl: string | null;
  providerResult: string | null;
  documentSubResult: string | null;
  documentName: string | null;
  createdAt: string | null;
  decidedAt: string | null;
  reviewNote: string | null;
  /** The photos, while kept: their ids for the audited read. */
  evidence: { id: string; kind: EvidenceKind }[];
  evidenceDeleted: boolean;
  /** Local capture: photos added and not yet sent. */
  pendingPhotos: EvidenceKind[];
}
