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

/** Retries with exponential backoff; finished jobs are kept a day so a replayed job id is recognised. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
} as const;
