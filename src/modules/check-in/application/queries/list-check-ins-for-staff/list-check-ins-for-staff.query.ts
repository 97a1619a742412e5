import { Query } from '@nestjs/cqrs';
import type { CheckInView } from '../../check-in-view';

export interface StaffCheckIns {
  check_ins: CheckInView[];
  /** The patient's first photo: the consultation's, else their earliest progress photo; null when there is none. */
  baseline_photo_url: string | null;
}

/** A subscription's check-ins with the baseline photo, for the prescriber's review; the read is audited. */
export class ListCheckInsForStaffQuery extends Query<StaffCheckIns> {
  constructor(
    readonly subscriptionId: number,
    readonly staffUserId: number,
  ) {
    super();
  }
}
