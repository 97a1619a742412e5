import { Command } from '@nestjs/cqrs';
import type { StaffConfirmation } from '../../../../identity';
import type { PatientSafetyAnswers } from '../../../domain/prescribing.events';

export interface SupplyTerms {
  suppliesAuthorised?: number;
  minIntervalDays?: number;
}

/**
 * A prescriber's decision on a paid subscription under review (spec §7 Admin: review).
 * Approved: a prescription is issued and the subscription context activates the treatment.
 * Declined: the reason is kept and the subscription context refunds in full and cancels
 * (ADR 0005), so no one pays for a treatment a prescriber declines.
 * Approving signs the prescription with the prescriber's key, so it needs the prescriber to
 * confirm it is them at that moment (HMR 2012 reg 219): their password or authenticator code.
 */
export class ReviewSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly subscriptionId: number,
    readonly approve: boolean,
    /** The signed-in staff user deciding; only a prescriber may. */
    readonly decidedByUserId: number,
    readonly declineReason?: string,
    readonly signedWith?: StaffConfirmation,
    /** When approving: how many supplies and how far apart; the plan's defaults (6, 56 days) when not given. */
    readonly authority: SupplyTerms = {},
    /** When approving: the prescriber's answers to the patient-safety checks (ApprovalRequested). */
    readonly safety: PatientSafetyAnswers = {},
  ) {
    super();
  }
}
