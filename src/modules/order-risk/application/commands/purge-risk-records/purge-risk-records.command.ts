import { Command } from '@nestjs/cqrs';

/**
 * Deletes the order-risk checks, flags and card fingerprints kept for an erased patient's
 * subscriptions, once the clinical records period has passed (the flags are part of what the
 * prescriber weighed). Runs in the retention sweep's transaction.
 */
export class PurgeRiskRecordsCommand extends Command<number> {
  constructor(
    readonly userId: number,
    readonly subscriptionIds: number[],
  ) {
    super();
  }
}
