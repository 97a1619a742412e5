import { Command } from '@nestjs/cqrs';

/** Staff move the next delivery (and charge) date (spec §7 subscription/update-date). */
export class ChangeDueDateCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionId: number,
    readonly dueAt: string,
  ) {
    super();
  }
}
