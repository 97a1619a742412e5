import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../domain/subscription-status';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { ListOngoingSubscriptionsQuery, OngoingSubscription } from './list-ongoing-subscriptions.query';

const ONGOING: SubscriptionStatus[] = ['active', 'shipping', 'processing', 'failed'];

@QueryHandler(ListOngoingSubscriptionsQuery)
export class ListOngoingSubscriptionsHandler implements IQueryHandler<ListOngoingSubscriptionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListOngoingSubscriptionsQuery): Promise<OngoingSubscription[]> {
    const subscriptions = await this.em.find(
      Subscription,
      { userId, status: ONGOING },
      { fields: ['id', 'status', 'stripeSubscriptionId', 'dueAt'], orderBy: { id: 'desc' } },
    );
    return subscriptions.map((subscription) => ({
      id: subscription.id,
      status: subscription.status,
      stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
      dueAt: subscription.dueAt ?? null,
    }));
  }
}
