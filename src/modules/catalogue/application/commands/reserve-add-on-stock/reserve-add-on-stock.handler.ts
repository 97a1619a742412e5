import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PublicDataWatch } from '../../../../../shared/public-reads/public-data-watch';
import { packsByItem } from '../../../domain/add-on';
import { reservePack } from '../../../infrastructure/add-on-shelf';
import { ReserveAddOnStockCommand } from './reserve-add-on-stock.command';

/**
 * Each pack by one conditional UPDATE (`reservePack`): of many renewals charging the last pack at
 * once, PostgreSQL lets one change the row and re-checks the condition for the rest once it
 * commits, so exactly one is given it and the others find none left, without a lock taken first.
 * Reserving the last pack turns the add-on 'Out of stock' on the shop, so the public data version
 * moves on when the charge commits (and only then: a charge that rolls back reserved nothing).
 */
@CommandHandler(ReserveAddOnStockCommand)
export class ReserveAddOnStockHandler implements ICommandHandler<ReserveAddOnStockCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly publicData: PublicDataWatch,
  ) {}

  async execute({ catalogueItemIds }: ReserveAddOnStockCommand): Promise<number[]> {
    const reserved: number[] = [];
    let soldOut = false;
    for (const [itemId] of packsByItem(catalogueItemIds)) {
      const left = await reservePack(this.em, itemId);
      if (left === null) continue;
      reserved.push(itemId);
      soldOut ||= left === 0;
    }
    if (soldOut) await this.publicData.publicDataChanged(this.em);
    return reserved;
  }
}
