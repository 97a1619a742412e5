import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NoProposalError, PlanNotOfferedError } from '../../../domain/subscription.errors';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PlanOffers, takeOnPlan } from '../../plan-offers';
import { ChooseProposedPlanCommand } from './choose-proposed-plan.command';

@CommandHandler(ChooseProposedPlanCommand)
export class ChooseProposedPlanHandler implements ICommandHandler<ChooseProposedPlanCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly offers: PlanOffers,
  ) {}

  async execute({ userId, planId }: ChooseProposedPlanCommand): Promise<void> {
    const pending = await this.em.findOne(Subscription, { userId, status: 'pending' }, { populate: ['items'], orderBy: { id: 'desc' } });
    if (!pending) throw new NoProposalError();
    const chosen = (await this.offers.suitableFor(userId, pending.condition)).find((offer) => offer.planId === planId);
    if (!chosen) throw new PlanNotOfferedError();
    takeOnPlan(pending, chosen);
    await this.em.flush();
  }
}
