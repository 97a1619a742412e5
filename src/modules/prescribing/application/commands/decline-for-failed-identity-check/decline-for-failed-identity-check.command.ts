import { Command } from '@nestjs/cqrs';

export const IDENTITY_DECLINE_REASON = 'Identity could not be verified';
/** What the patient reads about it: no clinical judgement was made, nothing was prescribed, the money is back, and whom to ask. */
export const IDENTITY_DECLINE_PATIENT_REASON =
  'We could not confirm your identity, so our prescriber could not prescribe this treatment and no medicine was prescribed. Your payment is refunded in full. If you think this is wrong, or you would like to try again, please message our team from your account.';

/**
 * The patient's identity check was rejected (by the provider, or by staff after a manual review):
 * the subscription under review is declined as a prescriber's decline is (kept with both reasons,
 * the patient's being a fixed text; ReviewDeclined published, so subscription refunds in full,
 * cancels and tells the patient). Nothing happens when the
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
