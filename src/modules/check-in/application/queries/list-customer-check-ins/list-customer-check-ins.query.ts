import { Query } from '@nestjs/cqrs';
import type { CheckInView } from '../../check-in-view';

export interface CustomerCheckIns {
  check_ins: CheckInView[];
  /** Their own 'before' photo for the comparison with the latest (see BaselinePhoto). */
  baseline_photo_url: string | null;
}

/** The customer's own check-ins, newest first (the dashboard step and the form), and their baseline photo. */
export class ListCustomerCheckInsQuery extends Query<CustomerCheckIns> {
  constructor(readonly userId: number) {
    super();
  }
}
