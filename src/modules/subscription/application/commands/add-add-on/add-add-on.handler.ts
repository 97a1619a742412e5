import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ListAddOnsQuery } from '../../../../catalogue';
import { isRunning } from '../../../domain/self-service';
import { ActionNotAllowedError, AddOnAlreadyAddedError, AddOnNotFoundError, AddOnOutOfStockError, SubscriptionNotFoundError } from '../../../domain/subscription.errors';
import { SubscriptionAddOn } from '../../../infrastructure/subscription-add-on.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { AddAddOnCommand, AddedAddOn } from './add-add-on.command';

@CommandHandler(AddAddOnCommand)
export class AddAddOnHandler implements ICommandHandler<AddAddOnCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, subscriptionId, catalogueItemId, frequency }: AddAddOnCommand): Promise<AddedAddOn> {
    return this.em.fork().transactional(async (em) => {
      // Locked as the renewal locks it: an add-on lands before a renewal reads the box, or after it, never half-way.
      const subscription = await em.findOne(Subscription, { id: subscriptionId, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!subscription) throw new SubscriptionNotFoundError();
      if (!isRunning(subscription.status)) throw new ActionNotAllowedError(`Add-ons go in the box of an active treatment; this one is ${subscription.status}.`);
      const [offer] = await this.queries.execute(new ListAddOnsQuery([catalogueItemId]));
      if (!offer) throw new AddOnNotFoundError();
      if (offer.available <= 0) throw new AddOnOutOfStockError(offer.name);
      if (await em.count(SubscriptionAddOn, { subscription, catalogueItemId })) throw new AddOnAlreadyAddedError(offer.name);
      const addOn = em.create(SubscriptionAddOn, { subscription, catalogueItemId, code: offer.code, name: offer.name, pricePence: offer.pricePence, frequency, createdAt: new Date() });
      await em.flush();
      return { id: addOn.id, code: addOn.code, name: addOn.name, pricePence: addOn.pricePence, frequency: addOn.frequency };
    });
  }
}
