import { Command } from '@nestjs/cqrs';

export interface RetentionSweepResult {
  exportsExpired: number;
  exportsFailed: number;
  registrationsDeleted: number;
  draftsDeleted: number;
  paymentRecordsPurged: number;
  clinicalRecordsPurged: number;
}

/**
 * The daily retention job: deletes what the retention schedule (domain/retention-schedule.ts)
 * says has been kept long enough, as of the clock's 'now'. Safe to run any number of times.
 * Counts for the two purges are patients, not rows.
 */
export class SweepRetentionCommand extends Command<RetentionSweepResult> {}
