import { Command } from '@nestjs/cqrs';
import type { SubscriptionTransition } from '../../../domain/subscription.state-machine';
import type { SubscriptionForReview } from '../../queries/get-subscription-for-review/get-subscription-for-review.query';

/**
 * A prescriber is about to approve or decline (approving one waiting for a re-consultation
 * prescribes it again): the subscription is locked for the rest of the
 * caller's transaction and returned, or refused (not found; not under review) before anything is
 * written. Prescribing sends it first, so two prescribers deciding at once are served one at a time.
 */
export class StartReviewDecisionCommand extends Command<SubscriptionForReview> {
  constructor(
    readonly subscriptionId: number,
    readonly decision: Extract<SubscriptionTransition, 'approve' | 'decline'>,
  ) {
    super();
  }
}
