import { Command } from '@nestjs/cqrs';
import type { StaffConfirmation } from '../../../../identity';
import type { PatientSafetyAnswers } from '../../../domain/prescribing.events';

/** When declining: what the patient reads, and the prescriber's own note for staff. */
export interface DeclineReasons {
  /** Shown in the patient's account and sent in the decline email. */
  patientReason: string;
  /** Staff only; kept in the clinical record and on the audit trail. */
  internalNote?: string;
}

export interface SupplyTerms {
  suppliesAuthorised?: number;
  minIntervalDays?: number;
}

/**
 * A prescriber's decision on a paid subscription under review (spec §7 Admin: review).
 * Approved: a prescription is issued and the subscription context activates the treatment.
 * Declined: both reasons are kept and the subscription context refunds in full, cancels and
 * tells the patient the patient-facing one (ADR 0005), so no one pays for a treatment a
 * prescriber declines, nor is left without knowing why.
 * Approving signs the prescription with the prescriber's key, so it needs the prescriber to
 * confirm it is them at that moment (HMR 2012 reg 219): their password or authenticator code.
 */
export class ReviewSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly subscriptionId: number,
    readonly approve: boolean,
    /** The signed-in staff user deciding; only a prescriber may. */
    readonly decidedByUserId: number,
    readonly decline?: DeclineReasons,
    readonly signedWith?: StaffConfirmation,
    /** When approving: how many supplies and how far apart; the plan's defaults (6, 56 days) when not given. */
    readonly authority: SupplyTerms = {},
    /** When approving: the prescriber's answers to the patient-safety checks (ApprovalRequested). */
    readonly safety: PatientSafetyAnswers = {},
  ) {
    super();
  }
}
