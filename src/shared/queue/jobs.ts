import type { JobsOptions } from 'bullmq';

/**
 * Every background job the system knows, with its queue and payload type. The
 * worker refuses to start if any job here has no processor (see JobRegistry).
 */
export enum JobName {
  SendEmail = 'email.send',
  /** Repeatable (every RENEWAL_SWEEP_MINUTES): finds due subscriptions and queues one renewal each, and sends reminders. */
  SweepRenewals = 'renewals.sweep',
  RenewSubscription = 'renewals.renew',
}

export const QUEUE_NAMES = ['email', 'renewals'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUE_OF_JOB: Record<JobName, QueueName> = {
  [JobName.SendEmail]: 'email',
  [JobName.SweepRenewals]: 'renewals',
  [JobName.RenewSubscription]: 'renewals',
};

export interface SendEmailPayload {
  to: string;
  /** A template name the messaging context knows, e.g. 'verification-code'. */
  template: string;
  data: Record<string, string>;
}

export interface RenewSubscriptionPayload {
  subscriptionId: number;
  /** The due date being renewed: a job for a date the subscription has moved on from charges nothing. */
  dueOn: string;
  /** Set when the customer chose another card for a failed renewal: retried at once with it. */
  paymentMethodId?: string;
}

export interface JobPayloads {
  [JobName.SendEmail]: SendEmailPayload;
  [JobName.SweepRenewals]: Record<string, never>;
  [JobName.RenewSubscription]: RenewSubscriptionPayload;
}

/**
 * How each job is retried and kept. Emails carry one-time codes, so finished email
 * jobs are dropped after an hour (long enough to recognise a replayed job id) and
 * failed ones after a week (long enough to inspect; the codes in them expire in 15 minutes).
 */
export const JOB_OPTIONS: Record<JobName, JobsOptions> = {
  [JobName.SendEmail]: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  // A sweep that fails is simply run again by the next one.
  [JobName.SweepRenewals]: {
    attempts: 1,
    removeOnComplete: { count: 200 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  // A renewal that throws (provider or database away) is retried; it is idempotent. Completed
  // jobs stay a day (their lasting record is the payment row); failed ones a month, with their error.
  [JobName.RenewSubscription]: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
};

/**
 * A sweep's renewal job id: the same subscription, due date and sweep day make one job, so
 * overlapping sweeps (or two workers) queue it once; the next day's sweep may queue it again
 * if it is still due (e.g. its job failed for good while the provider was down).
 */
export function renewalJobId(payload: Pick<RenewSubscriptionPayload, 'subscriptionId' | 'dueOn'>, sweepDay: string): string {
  return `renewal-${payload.subscriptionId}-${payload.dueOn}-swept-${sweepDay}`;
}
