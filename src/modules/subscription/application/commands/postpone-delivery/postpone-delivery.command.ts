import { Command } from '@nestjs/cqrs';
import type { SelfServiceResult } from '../../customer-subscriptions';

/** The customer pushes the next delivery (and its charge) back by a number of weeks. */
export class PostponeDeliveryCommand extends Command<SelfServiceResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly weeks: number,
  ) {
    super();
  }
}
