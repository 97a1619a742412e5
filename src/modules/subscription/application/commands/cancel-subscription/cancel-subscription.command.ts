import { Command } from '@nestjs/cqrs';
import type { SelfServiceResult } from '../../customer-subscriptions';

/**
 * The customer cancels a running treatment (spec §7: cancel). It becomes 'cancelled' at
 * once, so no later supply is charged; a supply already paid for still ships
 * (docs/customer-account.md). A confirmation email follows.
 */
export class CancelSubscriptionCommand extends Command<SelfServiceResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly reason?: string,
  ) {
    super();
  }
}
