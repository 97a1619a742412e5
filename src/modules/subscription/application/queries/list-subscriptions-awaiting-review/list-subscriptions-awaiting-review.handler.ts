import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { ListSubscriptionsAwaitingReviewQuery, type SubscriptionInReview } from './list-subscriptions-awaiting-review.query';

@QueryHandler(ListSubscriptionsAwaitingReviewQuery)
export class ListSubscriptionsAwaitingReviewHandler implements IQueryHandler<ListSubscriptionsAwaitingReviewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SubscriptionInReview[]> {
    const waiting = await this.em.fork().find(Subscription, { status: 'review' }, { fields: ['id', 'userId'], orderBy: { id: 'asc' } });
    return waiting.map(({ id, userId }) => ({ subscriptionId: id, userId }));
  }
}
