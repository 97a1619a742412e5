import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NoSuitablePlanError } from '../../../domain/subscription.errors';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PlanOffers, takeOnPlan } from '../../plan-offers';
import { ProposeSubscriptionCommand } from './propose-subscription.command';

@CommandHandler(ProposeSubscriptionCommand)
export class ProposeSubscriptionHandler implements ICommandHandler<ProposeSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly offers: PlanOffers,
  ) {}

  async execute({ userId, consultationId, condition }: ProposeSubscriptionCommand): Promise<{ subscriptionId: number }> {
    const already = await this.em.findOne(Subscription, { userId, consultationId });
    if (already) return { subscriptionId: already.id };

    const [proposed] = await this.offers.suitableFor(userId, condition);
    if (!proposed) throw new NoSuitablePlanError();
    // One unpaid proposal at a time: a newer consultation replaces what the older one proposed.
    const pending = await this.em.findOne(Subscription, { userId, status: 'pending' }, { populate: ['items'], orderBy: { id: 'desc' } });
    const subscription = pending ?? Object.assign(new Subscription(), { userId });
    Object.assign(subscription, { condition, consultationId });
    takeOnPlan(subscription, proposed);
    await this.em.persist(subscription).flush();
    return { subscriptionId: subscription.id };
  }
}
