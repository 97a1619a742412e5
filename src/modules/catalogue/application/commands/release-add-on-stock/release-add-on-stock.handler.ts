import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PublicDataWatch } from '../../../../../shared/public-reads/public-data-watch';
import { packsByItem } from '../../../domain/add-on';
import { releasePacks } from '../../../infrastructure/add-on-shelf';
import { ReleaseAddOnStockCommand } from './release-add-on-stock.command';

/** An add-on that was sold out is on sale again once a pack comes back: the shop is told when that commits. */
@CommandHandler(ReleaseAddOnStockCommand)
export class ReleaseAddOnStockHandler implements ICommandHandler<ReleaseAddOnStockCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly publicData: PublicDataWatch,
  ) {}

  async execute({ catalogueItemIds }: ReleaseAddOnStockCommand): Promise<void> {
    let backOnSale = false;
    for (const [itemId, packs] of packsByItem(catalogueItemIds)) {
      const left = await releasePacks(this.em, itemId, packs);
      backOnSale ||= left !== null && left <= packs;
    }
    if (backOnSale) await this.publicData.publicDataChanged(this.em);
  }
}
