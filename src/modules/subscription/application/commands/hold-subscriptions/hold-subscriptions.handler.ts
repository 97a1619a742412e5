import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { HoldSubscriptionsCommand } from './hold-subscriptions.command';

@CommandHandler(HoldSubscriptionsCommand)
export class HoldSubscriptionsHandler implements ICommandHandler<HoldSubscriptionsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionIds }: HoldSubscriptionsCommand): Promise<void> {
    if (subscriptionIds.length === 0) return;
    await this.em.getConnection().execute('select id from subscription where id in (?) order by id for update', [subscriptionIds], 'all', this.em.getTransactionContext());
  }
}
