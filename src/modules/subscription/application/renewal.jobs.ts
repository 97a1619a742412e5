import { createHash } from 'node:crypto';
import type { JobName } from '../../../shared/queue/jobs';
import type { DueRenewal } from './queries/find-due-renewals/find-due-renewals.query';

export interface RenewSubscriptionPayload {
  subscriptionId: number;
  /** The due date being renewed: a job for a date the subscription has moved on from charges nothing. */
  dueOn: string;
  /** Set when the customer chose another card for a failed renewal: retried at once with it. */
  paymentMethodId?: string;
}

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    /** Repeatable: the worker's clock decides 'today'. */
    [JobName.SweepRenewals]: Record<string, never>;
    [JobName.RenewSubscription]: RenewSubscriptionPayload;
    [JobName.RenewDueSubscriptions]: { renewals: DueRenewal[] };
  }
}

/** The one schedule of the renewal sweep, however many workers upsert it. */
export const RENEWAL_SCHEDULER_ID = 'renewals-sweep';

/**
 * A sweep's batch job id: the same subscriptions due on the same dates, swept the same day, make
 * one job, so overlapping sweeps that read the same page queue it once; a subscription due again
 * on another date that day (its date moved by hand, say) makes another. Sweeps that read
 * different pages may queue overlapping batches: the second renewal of a subscription finds its
 * due date moved on and charges nothing.
 */
export function renewalBatchJobId(renewals: readonly DueRenewal[], sweepDay: string): string {
  const dueDatesDigest = createHash('sha256')
    .update(renewals.map(({ subscriptionId, dueOn }) => `${subscriptionId}:${dueOn}`).join(','))
    .digest('base64url')
    .slice(0, 16);
  return `renewals-${renewals[0].subscriptionId}-to-${renewals[renewals.length - 1].subscriptionId}-${dueDatesDigest}-swept-${sweepDay}`;
}
