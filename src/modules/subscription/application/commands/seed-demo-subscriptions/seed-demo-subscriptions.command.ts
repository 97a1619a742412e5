import { Command } from '@nestjs/cqrs';

/** The demo treatment that goes through review and dispatch as a real one does (see `seedDatabase`). */
export interface DemoFirstSupply {
  subscriptionId: number;
  itemId: number;
}

/**
 * Outside production only: the demo customer's treatments, so every dashboard state can be
 * seen right after `npm start`: one paid and waiting for its prescription (the caller
 * prescribes and ships it through the real commands, so it has a prescription, a register
 * entry and a dispatch record like any other), one under review, one cancelled, and a saved
 * sandbox card. Adds nothing the customer already has: `firstSupply` only when it was created.
 */
export class SeedDemoSubscriptionsCommand extends Command<{ firstSupply?: DemoFirstSupply }> {
  constructor(readonly userId: number) {
    super();
  }
}
