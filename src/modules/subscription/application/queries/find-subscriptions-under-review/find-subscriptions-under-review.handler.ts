import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { FindSubscriptionsUnderReviewQuery } from './find-subscriptions-under-review.query';

/** On the (user_id, status) index. */
@QueryHandler(FindSubscriptionsUnderReviewQuery)
export class FindSubscriptionsUnderReviewHandler implements IQueryHandler<FindSubscriptionsUnderReviewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: FindSubscriptionsUnderReviewQuery): Promise<{ id: number; userId: number }[]> {
    if (userIds.length === 0) return [];
    const found = await this.em.find(Subscription, { userId: { $in: userIds }, status: { $in: ['review', 'reconsult'] } }, { fields: ['id', 'userId'], orderBy: { id: 'asc' }, limit: 100 });
    return found.map((subscription) => ({ id: subscription.id, userId: subscription.userId }));
  }
}
