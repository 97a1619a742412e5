import { Query } from '@nestjs/cqrs';
import type { MedicineSafeguards } from '../../../../catalogue';
import type { GpStatus } from '../../../../general-practice';
import type { SafeguardRequirement } from '../../../domain/safeguard-rules';
import type { VerificationKind, VerificationMethod } from '../../../domain/verification';

export interface VerificationView {
  id: number;
  kind: VerificationKind;
  method: VerificationMethod;
  tookPlaceAt: Date;
  summary: string;
  prescriberUserId: number;
  gpResponder: string | null;
  gpLetterId: number | null;
  recordedAt: Date;
  /** When an approval relied on it; a verification relied on once supports no later decision. */
  reliedOnAt: Date | null;
}

/** What the approve dialog shows: the medicines' categories, what the guidance asks before approving and whether it is met, and the verifications recorded. */
export interface SafeguardsView {
  subscriptionId: number;
  patientId: number;
  medicines: MedicineSafeguards[];
  gpStatus: GpStatus;
  requirements: SafeguardRequirement[];
  verifications: VerificationView[];
}

/** For staff; the look is audited, as the verifications are health data. */
export class GetSafeguardsQuery extends Query<SafeguardsView | null> {
  constructor(
    readonly subscriptionId: number,
    readonly viewedByUserId: number,
  ) {
    super();
  }
}
