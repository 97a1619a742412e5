import type { CalendarDate } from '../../../shared/domain/calendar-date';

/** Which supply against a prescription: '3 of 6'. */
export interface SupplyNumber {
  supplyNumber: number;
  suppliesAuthorised: number;
}

/**
 * A prescriber approved a subscription under review and a prescription was issued.
 * Subscription activates the treatment; fulfilment opens the order to dispatch.
 */
export class PrescriptionIssued {
  constructor(
    readonly prescriptionId: number,
    readonly subscriptionId: number,
    readonly subscriptionItemId: number,
    readonly patientUserId: number,
    readonly patientName: string,
    readonly medicine: string,
    readonly quantity: string,
    readonly prescribedOn: CalendarDate,
    /** The last day the prescription may be supplied against (12 months on). */
    readonly expiresOn: CalendarDate,
    /** The first supply, paid at checkout: supply 1 of however many the prescription authorises. Null for a new prescription after a re-consultation, where nothing is paid yet. */
    readonly firstSupply: SupplyNumber | null,
  ) {}
}

/**
 * What a prescriber answers, when approving, to the patient-safety checks other contexts keep
 * (issue 19): why they approve an unverified patient, why they prescribe without telling a GP,
 * and a note on each order-risk flag. Each is optional here; the context that owns the check
 * decides whether its answer is required.
 */
export interface PatientSafetyAnswers {
  identityOverrideReason?: string;
  gpJustification?: string;
  flagAcknowledgements?: ReadonlyArray<{ flagId: number; note: string }>;
}

/**
 * A prescriber is about to approve (or prescribe again for) a subscription. Published in the
 * decision's transaction before the prescription is written: each patient-safety context reacts
 * 'in-transaction', refuses with its own error when its check is not satisfied (so nothing of the
 * decision is written), and records the prescriber's answer in its own tables when it is.
 */
export class ApprovalRequested {
  constructor(
    readonly subscriptionId: number,
    readonly patientUserId: number,
    readonly prescriberUserId: number,
    /** True when prescribing again after a re-consultation rather than deciding a first review. */
    readonly represcribing: boolean,
    readonly answers: PatientSafetyAnswers,
  ) {}
}

/** A prescriber declined a subscription under review: subscription refunds the payment in full, cancels and tells the customer. */
export class ReviewDeclined {
  constructor(
    readonly subscriptionId: number,
    /** The internal note, for staff; never sent to the patient. What the patient is told stays on the decline record (ListDeclinesForPatientQuery). */
    readonly reason: string,
  ) {}
}

/** A paid renewal was counted against the prescription: fulfilment puts it on the dispatch list, to be dispensed as that supply. */
export class SupplyCounted {
  constructor(
    readonly subscriptionId: number,
    readonly subscriptionItemId: number,
    readonly userId: number,
    readonly prescriptionId: number,
    /** As the prescription names the patient. */
    readonly patientName: string,
    /** The prescription line's medicine and what one supply of it holds. */
    readonly medicine: string,
    readonly quantity: string,
    readonly supply: SupplyNumber,
  ) {}
}
