import type { CalendarDate } from '../../../shared/domain/calendar-date';

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
  ) {}
}

/** A prescriber declined a subscription under review: subscription refunds the payment in full, cancels and tells the customer. */
export class ReviewDeclined {
  constructor(
    readonly subscriptionId: number,
    readonly reason: string,
  ) {}
}
