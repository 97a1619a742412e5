import type { JobsOptions } from 'bullmq';

/**
 * Every background job the system knows, with its queue and payload type. The
 * worker refuses to start if any job here has no processor (see JobRegistry).
 */
export enum JobName {
  SendEmail = 'email.send',
  RenderDocuments = 'fulfilment.render-documents',
  ExportRegister = 'prescribing.export-register',
  RemindExpiringPrescriptions = 'prescribing.remind-expiring-prescriptions',
  /** Repeatable (every RENEWAL_SWEEP_MINUTES): finds due subscriptions and queues one renewal each, and sends reminders. */
  SweepRenewals = 'renewals.sweep',
  RenewSubscription = 'renewals.renew',
  /** A patient's copy of their data, zipped (privacy context). */
  BuildDataExport = 'privacy.build-data-export',
  /** Daily: deletes what the retention schedule says has been kept long enough (privacy context). */
  SweepRetention = 'privacy.sweep-retention',
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
  [JobName.BuildDataExport]: 'exports',
  [JobName.SweepRetention]: 'scheduled',
  [JobName.DeliverDomainEvent]: 'events',
};

export interface SendEmailPayload {
  to: string;
  /** A template name the messaging context knows, e.g. 'verification-code'. */
  template: string;
  data: Record<string, string>;
}

/** Jobs a staff user starts and then follows (progress, download): only they may read the result. */
export interface RequestedJobPayload {
  requestedByUserId: number;
  /** Where in private storage the job writes its file. */
  storagePath: string;
}

/** One or more documents rendered into a single PDF (several are merged, for the day's print run). */
export interface RenderDocumentsPayload extends RequestedJobPayload {
  /** Each document's type and the facts it is printed from (fulfilment's DocumentFacts). */
  documents: { type: string; facts: object }[];
}

export interface ExportRegisterPayload extends RequestedJobPayload {
  filters: { startDate?: string; endDate?: string; patient?: string; prescriber?: string; item?: string; scriptRef?: string };
}

export interface RenewSubscriptionPayload {
  subscriptionId: number;
  /** The due date being renewed: a job for a date the subscription has moved on from charges nothing. */
  dueOn: string;
  /** Set when the customer chose another card for a failed renewal: retried at once with it. */
  paymentMethodId?: string;
}

export interface BuildDataExportPayload {
  /** The data_export row the ZIP is for; the job reads everything else itself, so the queue holds no personal data. */
  exportId: string;
}

export interface DeliverDomainEventPayload {
  /** The reaction's class name. */
  reaction: string;
  /** The event's fields. */
  event: Record<string, unknown>;
}

export interface JobPayloads {
  [JobName.SendEmail]: SendEmailPayload;
  [JobName.RenderDocuments]: RenderDocumentsPayload;
  [JobName.ExportRegister]: ExportRegisterPayload;
  /** Daily; the worker's clock decides 'today'. */
  [JobName.RemindExpiringPrescriptions]: Record<string, never>;
  [JobName.SweepRenewals]: Record<string, never>;
  [JobName.RenewSubscription]: RenewSubscriptionPayload;
  [JobName.BuildDataExport]: BuildDataExportPayload;
  /** Daily; the worker's clock decides 'now'. */
  [JobName.SweepRetention]: Record<string, never>;
  [JobName.DeliverDomainEvent]: DeliverDomainEventPayload;
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
  // A renewal that throws (provider or database away) is retried; it is idempotent. Completed
  // jobs stay a day (their lasting record is the payment row); failed ones a month, with their error.
  [JobName.RenewSubscription]: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  // Not retried: a failed build marks the export failed, and the patient sees it and asks again.
  [JobName.BuildDataExport]: { attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // The sweep is idempotent; a run that fails is tried again within the hour, else by tomorrow's.
  [JobName.SweepRetention]: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 30 }, removeOnFail: { age: 30 * 24 * 3600 } },
  // A reaction that throws (database or provider away) is tried again for about a day; a failed one stays a month to inspect and replay.
  [JobName.DeliverDomainEvent]: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
};

/** How long a generated file may be downloaded after its job finished. */
export const DOWNLOAD_LIFETIME_MS = 3600 * 1000;

/**
 * A sweep's renewal job id: the same subscription, due date and sweep day make one job, so
 * overlapping sweeps (or two workers) queue it once; the next day's sweep may queue it again
 * if it is still due (e.g. its job failed for good while the provider was down).
 */
export function renewalJobId(payload: Pick<RenewSubscriptionPayload, 'subscriptionId' | 'dueOn'>, sweepDay: string): string {
  return `renewal-${payload.subscriptionId}-${payload.dueOn}-swept-${sweepDay}`;
}
