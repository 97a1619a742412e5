import { Command } from '@nestjs/cqrs';
import type { SelfServiceResult } from '../../customer-subscriptions';

/**
 * The customer ends a pause early. The next delivery stays on the date shown (no
 * surprise charge tomorrow); they can bring it forward with the delivery date.
 */
export class ResumeSubscriptionCommand extends Command<SelfServiceResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
  ) {
    super();
  }
}
