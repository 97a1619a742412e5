import { Command } from '@nestjs/cqrs';
import type { StaffConfirmation } from '../../../../identity';
import type { SupplyTerms } from '../review-subscription/review-subscription.command';

/**
 * A prescriber decides a staff change of medicine held for them (issue 18). Approving makes the
 * change and writes a new prescription for the supplies still to come, signed like any other (so
 * it needs the prescriber's password or authenticator code); declining keeps the plan as prescribed.
 */
export class DecideItemChangeCommand extends Command<{ status: 'approved' | 'declined' }> {
  constructor(
    readonly proposalId: number,
    readonly approve: boolean,
    readonly decidedByUserId: number,
    readonly declineReason?: string,
    readonly signedWith?: StaffConfirmation,
    readonly terms: SupplyTerms = {},
  ) {
    super();
  }
}
