import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SubscriptionNotFoundError } from '../../../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { forReview } from '../../queries/get-subscription-for-review/get-subscription-for-review.handler';
import type { SubscriptionForReview } from '../../queries/get-subscription-for-review/get-subscription-for-review.query';
import { StartReviewDecisionCommand } from './start-review-decision.command';

@CommandHandler(StartReviewDecisionCommand)
export class StartReviewDecisionHandler implements ICommandHandler<StartReviewDecisionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId, decision }: StartReviewDecisionCommand): Promise<SubscriptionForReview> {
    // Read after the lock is granted: a second prescriber sees the first one's decision.
    const subscription = await this.em.findOne(Subscription, subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const items = subscription ? await this.em.find(SubscriptionItem, { subscription }) : [];
    if (!subscription || items.length === 0) throw new SubscriptionNotFoundError();
    // Approving a subscription waiting for a re-consultation prescribes it again; one under review, for the first time.
    SUBSCRIPTION_LIFECYCLE.check(subscription, decision === 'approve' && subscription.status === 'reconsult' ? 'represcribe' : decision, 'prescriber');
    return forReview(subscription, items);
  }
}
