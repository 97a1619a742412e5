import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SubscriptionAwaitingReview } from '../../../subscription';
import { RiskAssessor } from '../risk-assessor';

/** The first payment is settled: the flags are computed before the prescriber opens the review. */
@Injectable()
@ReactsTo(SubscriptionAwaitingReview, 'after-commit')
export class AssessOrderRiskOnReview implements DomainEventReaction<SubscriptionAwaitingReview> {
  constructor(private readonly assessor: RiskAssessor) {}

  async react(event: SubscriptionAwaitingReview): Promise<void> {
    await this.assessor.assess(event.subscriptionId, { kind: 'review' });
    await this.assessor.publishOpenCount(event.subscriptionId);
  }
}
