import { isRealCalendarDate, type CalendarDate } from '../../../shared/domain/calendar-date';
import type { SubscriptionStatus } from './subscription-status';
import { RUNNING } from './subscription.state-machine';

/**
 * What a customer may do to their own subscription from the account, and within which
 * limits (docs/customer-account.md). Pure rules: the handlers check them before changing anything.
 */

/** The next delivery can be moved to any day from tomorrow up to this many days ahead. */
export const DELIVERY_DATE_MAX_DAYS_AHEAD = 90;
/** A pause lasts until a resume date at most this many days ahead. */
export const PAUSE_MAX_DAYS_AHEAD = 180;
/** The choices offered for postponing the next delivery. */
export const POSTPONE_WEEKS = [1, 2, 4, 8] as const;

/** Spec §4: the delivery date, pausing and cancelling are for a treatment that is running. */
export function isRunning(status: SubscriptionStatus): boolean {
  return RUNNING.includes(status);
}

/** A cancelled treatment has no card to change; a pending one chooses its card at checkout. */
export function canChangePaymentMethod(status: SubscriptionStatus): boolean {
  return status !== 'cancelled' && status !== 'pending';
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Why `date` cannot be chosen, or undefined when it can: a real date, after today
 * (today's parcel may already be packed) and no further ahead than `maxDaysAhead`.
 */
export function refuseDate(date: string, today: CalendarDate, maxDaysAhead: number): string | undefined {
  if (!isRealCalendarDate(date)) return 'Please enter a real date as YYYY-MM-DD.';
  if (date <= today) return 'Please choose a date after today.';
  const latest = addDays(today, maxDaysAhead);
  if (date > latest) return `Please choose a date no later than ${ukDate(latest)} (up to ${maxDaysAhead} days ahead).`;
  return undefined;
}

/** The first day the next delivery may be moved to: tomorrow, or the first day the prescription allows the next supply if later. */
export function earliestDeliveryDate(today: CalendarDate, nextSupplyFrom?: CalendarDate): CalendarDate {
  const tomorrow = addDays(today, 1);
  return nextSupplyFrom && nextSupplyFrom > tomorrow ? nextSupplyFrom : tomorrow;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2025-01-05' as 'JAN 5, 2025' (spec §4). */
export function badgeDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2027-01-29' as '29 January 2027': a date in a sentence the customer reads. */
export function longUkDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** '2025-01-05' as '05/01/2025' (spec §5: dates show day/month/year). */
export function ukDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The status badge on the customer dashboard, in the spec's words (§4). */
export function dashboardBadge(status: SubscriptionStatus, dueAt: CalendarDate | undefined): string {
  switch (status) {
    case 'pending':
      return 'INCOMPLETE';
    case 'active':
      return dueAt ? `SHIPS & CHARGES: ${badgeDate(dueAt)}` : 'ACTIVE';
    case 'review':
      return 'UNDER REVIEW';
    case 'shipping':
      return 'NEXT ITEM IS BEING SHIPPED';
    case 'failed':
      return 'FAILED';
    case 'cancelled':
      return 'CANCELLED';
    case 'processing':
      return 'PROCESSING';
    case 'reconsult':
      return 'CONSULTATION NEEDED';
  }
}
