import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { GetSubscriptionForReviewQuery, SubscriptionForReview } from './get-subscription-for-review.query';

@QueryHandler(GetSubscriptionForReviewQuery)
export class GetSubscriptionForReviewHandler implements IQueryHandler<GetSubscriptionForReviewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId }: GetSubscriptionForReviewQuery): Promise<SubscriptionForReview | null> {
    const subscription = await this.em.findOne(Subscription, subscriptionId, { populate: ['items'] });
    const item = subscription?.items.getItems()[0];
    if (!subscription || !item) return null;
    return forReview(subscription, item);
  }
}

/** `item`: the first supply, the one a prescription is written for. */
export function forReview(subscription: Subscription, item: SubscriptionItem): SubscriptionForReview {
  return {
    id: subscription.id,
    userId: subscription.userId,
    status: subscription.status,
    consultationId: subscription.consultationId ?? null,
    item: { id: item.id, catalogueItemId: item.catalogueItemId, code: item.code, name: item.name },
  };
}
