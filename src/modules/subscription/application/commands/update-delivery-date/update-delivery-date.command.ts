import { Command } from '@nestjs/cqrs';
import type { SelfServiceResult } from '../../customer-subscriptions';

/** The customer moves their next delivery (and its charge) to another day (spec §7: update-date). */
export class UpdateDeliveryDateCommand extends Command<SelfServiceResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly dueAt: string,
  ) {
    super();
  }
}
