import { Command } from '@nestjs/cqrs';

/**
 * Packs of add-ons that left in a box: one per catalogue item id listed (an id twice is two
 * packs). `reserved`: they were reserved when the box was charged (every box since reservations);
 * otherwise they come off the shelf alone.
 */
export class TakeAddOnStockCommand extends Command<void> {
  constructor(
    readonly catalogueItemIds: readonly number[],
    readonly reserved: boolean,
  ) {
    super();
  }
}
