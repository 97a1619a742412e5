import { Query } from '@nestjs/cqrs';

/**
 * Reads the latest prescriptions of many subscriptions at once, so that their CheckSupplyQuery
 * and the supplies counted once paid read nothing more in the caller's transaction. The caller
 * holds the subscriptions' row locks already (a renewal batch), which keeps what was read true.
 */
export class ReadPrescriptionsAheadQuery extends Query<void> {
  constructor(readonly subscriptionIds: readonly number[]) {
    super();
  }
}
