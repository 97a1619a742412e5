import { Command } from '@nestjs/cqrs';

/** Tell patients, once, when their prescription runs out within this many days. */
export const EXPIRY_NOTICE_DAYS = 28;

/**
 * Emails each patient whose prescription expires within EXPIRY_NOTICE_DAYS of `today` (and
 * whose treatment is still running) that the next supply after that needs a fresh review.
 * Run daily by the scheduled worker job; returns how many were told.
 */
export class RemindExpiringPrescriptionsCommand extends Command<{ reminded: number }> {
  constructor(readonly today: string) {
    super();
  }
}
