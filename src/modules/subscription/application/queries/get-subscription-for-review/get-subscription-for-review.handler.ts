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
    if (!subscription || subscription.items.length === 0) return null;
    return forReview(subscription, subscription.items.getItems());
  }
}

/**
 * `items`: the subscription's supplies, in any order. `prescribing`: what a prescription would be
 * written for: the whole plan (a first review), or the supplies still to come (a new prescription
 * after a re-consultation or a change of medicine).
 */
export function forReview(
  subscription: Subscription,
  items: readonly SubscriptionItem[],
  prescribing: 'whole-plan' | 'to-come' = subscription.status === 'reconsult' ? 'to-come' : 'whole-plan',
): SubscriptionForReview {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  const [item] = ordered;
  const toCome = ordered.filter((supply) => supply.status === 'upcoming' || supply.status === 'waiting');
  const prescribedFor = prescribing === 'whole-plan' ? ordered : toCome.length > 0 ? toCome : ordered.slice(-1);
  return {
    id: subscription.id,
    userId: subscription.userId,
    status: subscription.status,
    consultationId: subscription.consultationId ?? null,
    item: { id: item.id, catalogueItemId: item.catalogueItemId, code: item.code, name: item.name, paid: Boolean(item.paidAt) },
    plan: prescribedFor.map((supply) => ({ id: supply.id, catalogueItemId: supply.catalogueItemId, code: supply.code, name: supply.name, repeats: Boolean(supply.interval) })),
  };
}
