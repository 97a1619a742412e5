import type { Job, JobsOptions } from 'bullmq';

/**
 * Every background job the system knows, with its queue (payload types: JobPayloads). The
 * worker refuses to start if any job here has no processor (see JobRegistry).
 */
export enum JobName {
  SendEmail = 'email.send',
  RenderDocuments = 'fulfilment.render-documents',
  ExportRegister = 'prescribing.export-register',
  RemindExpiringPrescriptions = 'prescribing.remind-expiring-prescriptions',
  /** Repeatable (every RENEWAL_SWEEP_MINUTES): finds due subscriptions and queues them in batches, and sends reminders. */
  SweepRenewals = 'renewals.sweep',
  /** One subscription renewed in a transaction of its own (a new card, a batch's hand-on). */
  RenewSubscription = 'renewals.renew',
  /** A sweep's batch of due subscriptions renewed in one transaction. */
  RenewDueSubscriptions = 'renewals.renew-due',
  /** A patient's copy of their data, zipped (privacy context). */
  BuildDataExport = 'privacy.build-data-export',
  /** Daily: deletes what the retention schedule says has been kept long enough (privacy context). */
  SweepRetention = 'privacy.sweep-retention',
  /** Hourly: asks and reminds patients to verify their identity, deletes identity photos past their time (verification context). */
  SweepIdentityChecks = 'verification.sweep-identity-checks',
  /** One after-commit reaction to a domain event (src/shared/events/domain-events.ts). */
  DeliverDomainEvent = 'events.deliver',
}

/** 'documents' and 'exports' are CPU-heavy (pdfkit, exceljs): queues of their own, so an export never delays an email. */
export const QUEUE_NAMES = ['email', 'documents', 'exports', 'scheduled', 'renewals', 'events'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUE_OF_JOB: Record<JobName, QueueName> = {
  [JobName.SendEmail]: 'email',
  [JobName.RenderDocuments]: 'documents',
  [JobName.ExportRegister]: 'exports',
  [JobName.RemindExpiringPrescriptions]: 'scheduled',
  [JobName.SweepRenewals]: 'renewals',
  [JobName.RenewSubscription]: 'renewals',
  [JobName.RenewDueSubscriptions]: 'renewals',
  [JobName.BuildDataExport]: 'exports',
  [JobName.SweepRetention]: 'scheduled',
  [JobName.SweepIdentityChecks]: 'scheduled',
  [JobName.DeliverDomainEvent]: 'events',
};

/** Jobs a staff user starts and then follows (progress, download): only they may read the result. */
export interface RequestedJobPayload {
  requestedByUserId: number;
  /** Where in private storage the job writes its file. */
  storagePath: string;
}

/**
 * Each job's payload type. The kernel names no context's types: the context that queues and
 * handles a job declares its payload in its `application/*.jobs.ts` and merges it in here
 * (TypeScript declaration merging, as the contexts do with express-session's SessionData).
 */
export interface JobPayloads {
  /** The kernel's own job: one after-commit reaction to a domain event (src/shared/events/domain-events.ts). */
  [JobName.DeliverDomainEvent]: DeliverDomainEventPayload;
}

export interface DeliverDomainEventPayload {
  /** The reaction's class name. */
  reaction: string;
  /** The event's fields. */
  event: Record<string, unknown>;
}

/** Fails to compile while some job has no payload declared: `true` only when none is missing. */
type Declared<Check extends true> = Check;
export type EveryJobHasAPayload = Declared<Exclude<JobName, keyof JobPayloads> extends never ? true : false>;

/** A job as its processor receives it: name and payload typed together, so a processor narrows on `job.name`. */
export type JobOf<N extends JobName> = Job<JobPayloads[N], unknown, N>;

// A renewal that throws (provider or database away) is retried, and so is a batch that could not hand
// its renewals on; both are idempotent. Completed jobs stay a day (their lasting record is the payment
// row); failed ones a month, with their error.
const RENEWAL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

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
  // Documents carry health data: the job (and the file it points to) lives an hour, long enough to download.
  // Not retried: the person waiting sees the failure and asks again.
  [JobName.RenderDocuments]: { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
  [JobName.ExportRegister]: { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
  [JobName.RemindExpiringPrescriptions]: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 30 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // A sweep that fails is simply run again by the next one.
  [JobName.SweepRenewals]: {
    attempts: 1,
    removeOnComplete: { count: 200 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  [JobName.RenewSubscription]: RENEWAL_JOB_OPTIONS,
  [JobName.RenewDueSubscriptions]: RENEWAL_JOB_OPTIONS,
  // Not retried: a failed build marks the export failed, and the patient sees it and asks again.
  [JobName.BuildDataExport]: { attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // The sweep is idempotent; a run that fails is tried again within the hour, else by tomorrow's.
  [JobName.SweepRetention]: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 30 }, removeOnFail: { age: 30 * 24 * 3600 } },
  // Idempotent; the next hour's run does whatever a failed one left.
  [JobName.SweepIdentityChecks]: { attempts: 1, removeOnComplete: { count: 48 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // A reaction that throws (database or provider away) is tried again for about a day; a failed one stays a month to inspect and replay.
  [JobName.DeliverDomainEvent]: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
};

/** How long a generated file may be downloaded after its job finished. */
export const DOWNLOAD_LIFETIME_MS = 3600 * 1000;
