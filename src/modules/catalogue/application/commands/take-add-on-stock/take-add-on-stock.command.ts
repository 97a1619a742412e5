import { Command } from '@nestjs/cqrs';

/** Packs of add-ons that left in a box: one per catalogue item id listed (an id twice is two packs). */
export class TakeAddOnStockCommand extends Command<void> {
  constructor(readonly catalogueItemIds: readonly number[]) {
    super();
  }
}
