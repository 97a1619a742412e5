import { Command } from '@nestjs/cqrs';

/**
 * Reserved packs back on sale: their box will not ship (its order refunded, declined or
 * cancelled). One per catalogue item id listed (an id twice is two packs), in the caller's
 * transaction. The caller releases each reservation once (the payment records that it did).
 */
export class ReleaseAddOnStockCommand extends Command<void> {
  constructor(readonly catalogueItemIds: readonly number[]) {
    super();
  }
}
