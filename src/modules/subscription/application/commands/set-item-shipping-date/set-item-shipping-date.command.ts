import { Command } from '@nestjs/cqrs';

/** Staff set the date an item was (or is to be) dispatched (spec §7 update-item-shipping). */
export class SetItemShippingDateCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
    readonly shippedOn: string,
  ) {
    super();
  }
}
