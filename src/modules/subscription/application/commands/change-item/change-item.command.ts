import { Command } from '@nestjs/cqrs';

/** Staff replace one item of a treatment plan with another catalogue item (spec §2 Change treatment item). */
export class ChangeSubscriptionItemCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
    readonly catalogueItemId: number,
  ) {
    super();
  }
}
