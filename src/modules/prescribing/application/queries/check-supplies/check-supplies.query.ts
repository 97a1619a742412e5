import { Query } from '@nestjs/cqrs';
import type { SupplyCheck } from '../check-supply/check-supply.query';

/** CheckSupplyQuery for several subscriptions at once (one statement for all their prescriptions); answers in the order asked. */
export class CheckSuppliesQuery extends Query<SupplyCheck[]> {
  constructor(
    readonly checks: readonly { subscriptionId: number; itemCode: string }[],
    readonly onDate: string,
  ) {
    super();
  }
}
