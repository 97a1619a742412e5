import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OrderRiskCard } from '../../../infrastructure/order-risk-card.entity';
import { OrderRiskCheck } from '../../../infrastructure/order-risk-check.entity';
import { OrderRiskFlag } from '../../../infrastructure/order-risk-flag.entity';
import { PurgeRiskRecordsCommand } from './purge-risk-records.command';

@CommandHandler(PurgeRiskRecordsCommand)
export class PurgeRiskRecordsHandler implements ICommandHandler<PurgeRiskRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  /** Answers how many flags went. Flags on other patients' orders that name this one stay: they are those patients' records. */
  async execute({ userId, subscriptionIds }: PurgeRiskRecordsCommand): Promise<number> {
    const onTheirOrders = { subscriptionId: { $in: subscriptionIds } };
    const flags = await this.em.nativeDelete(OrderRiskFlag, onTheirOrders);
    await this.em.nativeDelete(OrderRiskCheck, onTheirOrders);
    await this.em.nativeDelete(OrderRiskCard, { userId });
    return flags;
  }
}
