import { Query } from '@nestjs/cqrs';
import type { IdentitySummary } from '../../identity-summary';

/** A patient's newest identity check: for their own step, or for staff reviewing them. */
export class GetIdentityCheckQuery extends Query<IdentitySummary> {
  constructor(readonly patientUserId: number) {
    super();
  }
}
