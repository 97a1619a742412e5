import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { addInterval } from './next-due-date';

/** The notice that a card will have expired by the next charge goes out this many days before the charge. */
export const CARD_EXPIRY_NOTICE_DAYS = 14;

/** The last day a card can be charged: the end of the month printed on it. */
export function cardLastDay(expMonth: number, expYear: number): CalendarDate {
  return new Date(Date.UTC(expYear, expMonth, 0)).toISOString().slice(0, 10);
}

/** True when a card valid through `expMonth/expYear` can no longer be charged on `chargeOn`. */
export function cardExpiresBefore(card: { expMonth: number; expYear: number }, chargeOn: CalendarDate): boolean {
  return cardLastDay(card.expMonth, card.expYear) < chargeOn;
}

/** The charge date a notice sent `today` is about: the one exactly CARD_EXPIRY_NOTICE_DAYS ahead (or earlier, if a sweep was missed). */
export function cardExpiryNoticeHorizon(today: CalendarDate): CalendarDate {
  return addInterval(today, 'day', CARD_EXPIRY_NOTICE_DAYS);
}
