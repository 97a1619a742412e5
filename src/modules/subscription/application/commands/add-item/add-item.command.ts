import { Command } from '@nestjs/cqrs';

/** Staff add a catalogue item as the last in the treatment plan (spec §2 Add treatment item). */
export class AddSubscriptionItemCommand extends Command<{ itemId: number }> {
  constructor(
    readonly actorId: number,
    readonly subscriptionId: number,
    readonly catalogueItemId: number,
  ) {
    super();
  }
}
