import type { JobsOptions } from 'bullmq';

/**
 * Every background job the system knows, with its queue and payload type. The
 * worker refuses to start if any job here has no processor (see JobRegistry).
 */
export enum JobName {
  SendEmail = 'email.send',
}

export const QUEUE_NAMES = ['email'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUE_OF_JOB: Record<JobName, QueueName> = {
  [JobName.SendEmail]: 'email',
};

export interface SendEmailPayload {
  to: string;
  /** A template name the messaging context knows, e.g. 'verification-code'. */
  template: string;
  data: Record<string, string>;
}

export interface JobPayloads {
  [JobName.SendEmail]: SendEmailPayload;
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
};
