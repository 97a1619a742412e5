import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AddOnNotFoundError, SubscriptionNotFoundError } from '../../../domain/subscription.errors';
import { SubscriptionAddOn } from '../../../infrastructure/subscription-add-on.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { RemoveAddOnCommand } from './remove-add-on.command';

/**
 * Removes an add-on not yet charged. One already charged is no longer listed (a 'once' add-on
 * is used up by its renewal) and ships as paid; removing an 'every delivery' one stops it from
 * the next renewal on.
 */
@CommandHandler(RemoveAddOnCommand)
export class RemoveAddOnHandler implements ICommandHandler<RemoveAddOnCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, subscriptionId, addOnId }: RemoveAddOnCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const subscription = await em.findOne(Subscription, { id: subscriptionId, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!subscription) throw new SubscriptionNotFoundError();
      const removed = await em.nativeDelete(SubscriptionAddOn, { id: addOnId, subscription });
      if (removed === 0) throw new AddOnNotFoundError();
    });
  }
}
