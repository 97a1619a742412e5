import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PublicDataWatch } from '../../../../../shared/public-reads/public-data-watch';
import { TakeAddOnStockCommand } from './take-add-on-stock.command';

/**
 * Takes shipped packs off the shelf count, in the caller's transaction (the shipment's), so a
 * shipment that rolls back takes nothing. One UPDATE per item, relative to the row as it stands,
 * so two shipments at once both count. Never below zero: a box charged before the shelf ran out
 * still ships from a late delivery, and staff recount it (UpdateCatalogueItem). The shop card
 * shows 'Out of stock' from the count, so the public data version moves on when the shipment commits.
 */
@CommandHandler(TakeAddOnStockCommand)
export class TakeAddOnStockHandler implements ICommandHandler<TakeAddOnStockCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly publicData: PublicDataWatch,
  ) {}

  async execute({ catalogueItemIds }: TakeAddOnStockCommand): Promise<void> {
    const packs = new Map<number, number>();
    for (const id of catalogueItemIds) packs.set(id, (packs.get(id) ?? 0) + 1);
    for (const [id, count] of packs) {
      await this.em
        .getConnection()
        .execute('update treatment_item set stock_on_hand = greatest(stock_on_hand - ?, 0) where id = ? and add_on', [count, id], 'run', this.em.getTransactionContext());
    }
    if (packs.size > 0) await this.publicData.publicDataChanged(this.em);
  }
}
