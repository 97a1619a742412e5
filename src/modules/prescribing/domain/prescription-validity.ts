import { addCalendarMonths, type CalendarDate } from '../../../shared/domain/calendar-date';

/** A private prescription for this service is valid for 12 months; later renewals need a fresh review. */
export const PRESCRIPTION_VALID_MONTHS = 12;

/** The last day a supply may be made against a prescription written on `prescribedOn`. */
export function prescriptionExpiresOn(prescribedOn: CalendarDate): CalendarDate {
  return addCalendarMonths(prescribedOn, PRESCRIPTION_VALID_MONTHS);
}
