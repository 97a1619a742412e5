import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { EraseFulfilmentDataCommand } from './erase-fulfilment-data.command';

@CommandHandler(EraseFulfilmentDataCommand)
export class EraseFulfilmentDataHandler implements ICommandHandler<EraseFulfilmentDataCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: EraseFulfilmentDataCommand): Promise<{ labels: number; filesToRemove: string[] }> {
    const labelled = await this.em.find(FulfilmentOrder, { userId, labelPath: { $ne: null } });
    const filesToRemove = labelled.map((order) => order.labelPath!);
    for (const order of labelled) order.labelPath = undefined;
    await this.em.flush();
    return { labels: filesToRemove.length, filesToRemove };
  }
}
