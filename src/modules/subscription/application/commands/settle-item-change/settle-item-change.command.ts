import { Command } from '@nestjs/cqrs';
import type { SubscriptionForReview } from '../../queries/get-subscription-for-review/get-subscription-for-review.query';

/**
 * A prescriber decides a staff change of medicine held for them (issue 18). Approved: the change
 * is made to the plan and the subscription comes back, locked for the caller's transaction, with
 * the supplies still to come for the new prescription. Declined: the proposal is closed with the
 * reason and nothing comes back. Refused (409) when it was decided already or can no longer be made.
 */
export class SettleItemChangeCommand extends Command<SubscriptionForReview | null> {
  constructor(
    readonly proposalId: number,
    readonly approve: boolean,
    readonly decidedByUserId: number,
    readonly declineReason?: string,
  ) {
    super();
  }
}
