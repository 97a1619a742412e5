import { Command } from '@nestjs/cqrs';

/** Staff remove an item not yet paid or shipped from a treatment plan (spec §4). */
export class RemoveSubscriptionItemCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
  ) {
    super();
  }
}
