import { Command } from '@nestjs/cqrs';

/**
 * The renewal sweep (the `renewals.sweep` job): queues the subscriptions due today in batches
 * (`renewals.renew-due` jobs), page by page, then sends the reminders due. Safe to run again, or twice at once.
 */
export class SweepDueRenewalsCommand extends Command<{ queued: number; reminded: number }> {}
