import { Command } from '@nestjs/cqrs';

/**
 * Outside production only: the demo customer's treatments, so every dashboard state can be
 * seen right after `npm start`: one active (first supply paid and shipped), one under
 * review, one cancelled, and a saved sandbox card. Adds nothing the customer already has.
 */
export class SeedDemoSubscriptionsCommand extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}
