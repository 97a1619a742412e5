import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { PurgeSupplyRecordsCommand } from './purge-supply-records.command';

@CommandHandler(PurgeSupplyRecordsCommand)
export class PurgeSupplyRecordsHandler implements ICommandHandler<PurgeSupplyRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: PurgeSupplyRecordsCommand): Promise<number> {
    return this.em.nativeDelete(FulfilmentOrder, { userId });
  }
}
