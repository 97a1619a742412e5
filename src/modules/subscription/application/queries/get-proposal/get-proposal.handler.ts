import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PlanOffer } from '../../../../catalogue';
import { NoProposalError } from '../../../domain/subscription.errors';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PlanOffers } from '../../plan-offers';
import { GetProposalQuery, PreviewItem, Proposal } from './get-proposal.query';

@QueryHandler(GetProposalQuery)
export class GetProposalHandler implements IQueryHandler<GetProposalQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly offers: PlanOffers,
  ) {}

  async execute({ userId }: GetProposalQuery): Promise<Proposal> {
    const pending = await this.em.findOne(Subscription, { userId, status: 'pending' }, { populate: ['items'], orderBy: { id: 'desc' } });
    if (!pending) throw new NoProposalError();
    const offers = await this.offers.suitableFor(userId, pending.condition);
    const current = offers.find((offer) => offer.planId === pending.treatmentPlanId);
    const preview: PreviewItem = {
      planId: pending.treatmentPlanId,
      treatment: { title: current?.treatment.title ?? 'Your personalised formula', image_url: current?.treatment.imageUrl ?? '' },
      // The patient's own copies of the supplies: the prices they will pay, even if the catalogue has changed since.
      items: pending.items.getItems().map((item) => ({
        code: item.code,
        price: item.pricePence / 100,
        price_pence: item.pricePence,
        interval: item.interval ?? null,
        interval_duration: item.intervalCount ?? null,
      })),
    };
    return { subscriptionId: pending.id, planId: pending.treatmentPlanId, preview, options: offers.map(previewOf) };
  }
}

function previewOf(offer: PlanOffer): PreviewItem {
  return {
    planId: offer.planId,
    treatment: { title: offer.treatment.title, image_url: offer.treatment.imageUrl },
    items: offer.items.map((item) => ({
      code: item.code,
      price: item.pricePence / 100,
      price_pence: item.pricePence,
      interval: item.interval,
      interval_duration: item.intervalCount,
    })),
  };
}
