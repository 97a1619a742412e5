import { Query } from '@nestjs/cqrs';

export interface DueRenewal {
  subscriptionId: number;
  dueOn: string;
  /** The customer: a batch renews one subscription per customer (RenewDueSubscriptionsHandler). */
  userId: number;
}

/**
 * One page (by id, after `afterId`) of subscriptions to charge on `today`: active ones whose
 * due date has come (not paused, not already sent to re-consult for that date), and failed
 * ones whose retry date has come.
 */
export class FindDueRenewalsQuery extends Query<DueRenewal[]> {
  constructor(
    readonly today: string,
    readonly afterId: number,
    readonly limit: number,
  ) {
    super();
  }
}
