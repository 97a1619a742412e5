import { Command } from '@nestjs/cqrs';

export const IDENTITY_DECLINE_REASON = 'Identity could not be verified';

/**
 * The patient's identity check was rejected (by the provider, or by staff after a manual review):
 * the subscription under review is declined as a prescriber's decline is (kept with its reason,
 * ReviewDeclined published, so subscription refunds in full and cancels). Nothing happens when the
 * subscription is no longer under review (a prescriber decided it already).
 */
export class DeclineForFailedIdentityCheckCommand extends Command<{ declined: boolean }> {
  constructor(
    readonly subscriptionId: number,
    /** The staff member who rejected the check; null when the provider's result did. */
    readonly decidedByUserId: number | null,
  ) {
    super();
  }
}
