import { Command } from '@nestjs/cqrs';

/** Staff end a shipping, active or pending subscription (spec §4): nothing more is sent or charged. */
export class EndSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly actorId: number,
    readonly subscriptionId: number,
  ) {
    super();
  }
}
