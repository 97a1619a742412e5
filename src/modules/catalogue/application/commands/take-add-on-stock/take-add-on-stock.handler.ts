import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PublicDataWatch } from '../../../../../shared/public-reads/public-data-watch';
import { packsByItem } from '../../../domain/add-on';
import { takePacks } from '../../../infrastructure/add-on-shelf';
import { TakeAddOnStockCommand } from './take-add-on-stock.command';

/**
 * Takes shipped packs off the shelf, in the caller's transaction (the shipment's), so a shipment
 * that rolls back takes nothing. A reserved pack leaves both counts, so what is left to sell does
 * not change; a pack that was not reserved can turn the add-on 'Out of stock', and the shop is
 * then told when the shipment commits.
 */
@CommandHandler(TakeAddOnStockCommand)
export class TakeAddOnStockHandler implements ICommandHandler<TakeAddOnStockCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly publicData: PublicDataWatch,
  ) {}

  async execute({ catalogueItemIds, reserved }: TakeAddOnStockCommand): Promise<void> {
    let soldOut = false;
    for (const [itemId, packs] of packsByItem(catalogueItemIds)) {
      const left = await takePacks(this.em, itemId, packs, { reserved });
      soldOut ||= !reserved && left === 0;
    }
    if (soldOut) await this.publicData.publicDataChanged(this.em);
  }
}
