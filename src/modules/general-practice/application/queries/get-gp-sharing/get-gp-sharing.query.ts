import { Query } from '@nestjs/cqrs';
import type { GpStatus } from '../../../domain/gp-sharing';
import type { PracticeView } from '../../gp-views';

/** Whether a subscription's treatment may be shared with the patient's GP, and where to send it. */
export interface GpSharing {
  status: GpStatus;
  /** Only when the patient consented: the practice the letter goes to. */
  practice: (PracticeView & { email: string }) | null;
}

/** For other contexts (fulfilment's GP letter): not a read by a person, so not audited here; the document request is. */
export class GetGpSharingQuery extends Query<GpSharing> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
