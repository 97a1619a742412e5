import { Injectable } from '@nestjs/common';
import { SupplyDispatched } from '../../modules/fulfilment';
import { ApprovalRequested, IDENTITY_DECLINE_REASON, ReviewDeclined } from '../../modules/prescribing';
import { RenewalDeclined, SubscriptionAwaitingReview, SupplyRenewed } from '../../modules/subscription';
import { AfterCommit } from '../../shared/database/after-commit';
import { type DomainEventReaction, ReactsTo } from '../../shared/events/domain-events';
import { BusinessMetrics } from './business-metrics';

/**
 * Counts one event once its publisher's transaction has committed (AfterCommit), never when it
 * rolls back: an approval a patient-safety check refused, a renewal batch tried again.
 *
 * In-transaction rather than 'after-commit' (the outbox): the count needs no durability, and an
 * after-commit reaction would copy each event (patient names, medicines, decline reasons) into a
 * Redis job kept a day, and cost a row, a job and a transaction, to move a number by one.
 */
@Injectable()
abstract class CountOnCommit<E> implements DomainEventReaction<E> {
  constructor(
    protected readonly metrics: BusinessMetrics,
    private readonly afterCommit: AfterCommit,
  ) {}

  async react(event: E): Promise<void> {
    this.afterCommit.run(() => this.count(event));
  }

  protected abstract count(event: E): void;
}

const attemptOutcome = (attempt: number) => (attempt > 1 ? 'retry' : 'first');

@ReactsTo(SubscriptionAwaitingReview, 'in-transaction')
export class CountFirstPayment extends CountOnCommit<SubscriptionAwaitingReview> {
  protected count(): void {
    this.metrics.firstPayments.inc();
  }
}

@ReactsTo(SupplyRenewed, 'in-transaction')
export class CountRenewalCharged extends CountOnCommit<SupplyRenewed> {
  protected count({ attempt }: SupplyRenewed): void {
    this.metrics.renewalsCharged.inc();
    if (attemptOutcome(attempt) === 'retry') this.metrics.renewalRetries.inc({ outcome: 'charged' });
  }
}

@ReactsTo(RenewalDeclined, 'in-transaction')
export class CountRenewalDeclined extends CountOnCommit<RenewalDeclined> {
  protected count({ attempt, declineClass }: RenewalDeclined): void {
    this.metrics.renewalsDeclined.inc({ decline_class: declineClass });
    if (attemptOutcome(attempt) === 'retry') this.metrics.renewalRetries.inc({ outcome: 'declined' });
  }
}

/** Published before the prescription is written, and committed only if every patient-safety check let it through. */
@ReactsTo(ApprovalRequested, 'in-transaction')
export class CountApproval extends CountOnCommit<ApprovalRequested> {
  protected count({ represcribing }: ApprovalRequested): void {
    this.metrics.approvals.inc({ review: represcribing ? 'represcribe' : 'first' });
  }
}

@ReactsTo(ReviewDeclined, 'in-transaction')
export class CountReviewDecline extends CountOnCommit<ReviewDeclined> {
  protected count({ reason }: ReviewDeclined): void {
    this.metrics.declines.inc({ cause: reason === IDENTITY_DECLINE_REASON ? 'identity_check' : 'prescriber' });
  }
}

@ReactsTo(SupplyDispatched, 'in-transaction')
export class CountDispatch extends CountOnCommit<SupplyDispatched> {
  protected count(): void {
    this.metrics.suppliesDispatched.inc();
  }
}

export const BUSINESS_METRICS_REACTIONS = [CountFirstPayment, CountRenewalCharged, CountRenewalDeclined, CountApproval, CountReviewDecline, CountDispatch];
