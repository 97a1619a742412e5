import { Command } from '@nestjs/cqrs';

/**
 * The order-risk context tells the subscription how many of its flags are still open, kept on the
 * row so the back-office list can show and filter flagged subscriptions without a join (ADR-free
 * denormalisation: the order-risk context owns the flags and sends the count after each change).
 */
export class RecordOpenRiskFlagsCommand extends Command<void> {
  constructor(
    readonly subscriptionId: number,
    readonly openFlags: number,
  ) {
    super();
  }
}
