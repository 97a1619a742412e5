import { type CalendarDate, ukCalendarDate } from '../../../shared/domain/calendar-date';
import type { Pence } from '../../../shared/domain/money';
import type { DeclineCause, PatientDecline } from '../../prescribing';

/** A declined order's first payment as this context keeps it: `refunded` once the provider has taken the refund. */
export interface FirstPaymentFacts {
  amountPence: Pence;
  creditPence: Pence;
  refunded: boolean;
}

/** 'being_refunded': declined, but the payment is not yet recorded as refunded. */
export type RefundState = 'refunded' | 'being_refunded';

/** What the patient's account shows for a treatment a prescriber (or a failed identity check) declined. */
export interface DeclinedTreatment {
  cause: DeclineCause;
  decision: string;
  declinedOn: CalendarDate;
  patientReason: string | null;
  /** Null when the order charged nothing and spent no credit: there is nothing to give back. */
  refund: { amountPence: Pence; creditPence: Pence; state: RefundState } | null;
}

/** The decision in the patient's words: a failed identity check is no clinical judgement, so it does not say one was made. */
const DECISIONS: Record<DeclineCause, string> = {
  prescriber: 'Our prescriber decided this treatment is not right for you',
  identity_check: 'We could not confirm your identity, so we could not prescribe this treatment',
};

export function declinedTreatment(decline: PatientDecline, firstPayment: FirstPaymentFacts | null): DeclinedTreatment {
  const paid = firstPayment && (firstPayment.amountPence > 0 || firstPayment.creditPence > 0) ? firstPayment : null;
  return {
    cause: decline.cause,
    decision: DECISIONS[decline.cause],
    declinedOn: ukCalendarDate(decline.declinedAt),
    patientReason: decline.patientReason,
    refund: paid && { amountPence: paid.amountPence, creditPence: paid.creditPence, state: paid.refunded ? 'refunded' : 'being_refunded' },
  };
}
