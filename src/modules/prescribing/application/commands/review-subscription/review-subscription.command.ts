import { Command } from '@nestjs/cqrs';

/**
 * A prescriber's decision on a paid subscription under review (spec §7 Admin: review).
 * Approved: a prescription is issued and the subscription context activates the treatment.
 * Declined: the reason is kept and the subscription context refunds in full and cancels
 * (ADR 0005), so no one pays for a treatment a prescriber declines.
 */
export class ReviewSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly subscriptionId: number,
    readonly approve: boolean,
    /** The signed-in staff user deciding; only a prescriber may. */
    readonly decidedByUserId: number,
    readonly declineReason?: string,
  ) {
    super();
  }
}
