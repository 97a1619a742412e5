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

/** A prescriber declined a subscription under review: subscription refunds the payment in full, cancels and tells the customer. */
export class ReviewDeclined {
  constructor(
    readonly subscriptionId: number,
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
