import { Command } from '@nestjs/cqrs';

/** Outside production only: a short conversation between the demo customer and the team. */
export class SeedDemoChatCommand extends Command<void> {
  constructor(
    readonly customerEmail: string,
    readonly staffEmail: string,
  ) {
    super();
  }
}
