import type { JobName } from '../../../shared/queue/jobs';

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
  }
}

/** The one schedule of the renewal sweep, however many workers upsert it. */
export const RENEWAL_SCHEDULER_ID = 'renewals-sweep';

/**
 * A sweep's renewal job id: the same subscription, due date and sweep day make one job, so
 * overlapping sweeps (or two workers) queue it once; the next day's sweep may queue it again
 * if it is still due (e.g. its job failed for good while the provider was down).
 */
export function renewalJobId(payload: Pick<RenewSubscriptionPayload, 'subscriptionId' | 'dueOn'>, sweepDay: string): string {
  return `renewal-${payload.subscriptionId}-${payload.dueOn}-swept-${sweepDay}`;
}
