import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { addInterval } from './next-due-date';
import type { SubscriptionStatus } from './subscription-status';
import { CHARGEABLE } from './subscription.state-machine';

/**
 * After a declined renewal the card is tried again this many days after the due date
 * (three retries); after the last one the subscription stays 'failed' until the
 * customer changes their card or staff step in.
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** The UK date of the next automatic retry after `failedAttempts` declined attempts for one due date, or null when none is left. */
export function retryDateAfter(dueOn: CalendarDate, failedAttempts: number): CalendarDate | null {
  const days = RETRY_AFTER_DAYS[failedAttempts - 1];
  return days === undefined ? null : addInterval(dueOn, 'day', days);
}

export type RenewalHold = 'not-active' | 'not-due' | 'paused' | 'prescription-expired';

export interface RenewalState {
  status: SubscriptionStatus;
  dueAt?: CalendarDate | null;
  pausedUntil?: CalendarDate | null;
  prescriptionExpiresOn?: CalendarDate | null;
}

/**
 * Why a subscription must not be charged for `dueOn` today, or null when it may be.
 * 'failed' counts as chargeable: the retries and a changed card renew the same due date.
 * `sendNow`: the customer asked for this supply before its date (send-now.ts), which only an
 * active subscription may; the date need not have come, but it must still be the one they saw.
 */
export function renewalHold(subscription: RenewalState, dueOn: CalendarDate, today: CalendarDate, sendNow = false): RenewalHold | null {
  if (!CHARGEABLE.includes(subscription.status) || (sendNow && subscription.status !== 'active')) return 'not-active';
  if (!subscription.dueAt || subscription.dueAt !== dueOn || (dueOn > today && !sendNow)) return 'not-due';
  if (subscription.pausedUntil && subscription.pausedUntil > today) return 'paused';
  // The prescription must still be valid on the day the supply is charged and sent.
  if (subscription.prescriptionExpiresOn && subscription.prescriptionExpiresOn < (sendNow ? today : dueOn)) return 'prescription-expired';
  return null;
}

export interface PlanItem {
  status: string;
  position: number;
  interval?: string | null;
}

/**
 * The supply a renewal pays for: the first item of the plan still to be paid (upcoming, or
 * waiting for the customer after a decline); once the plan has run out, the last item again
 * (a repeat) unless it is a one-off ('once', no interval).
 */
export function nextSupply<T extends PlanItem>(items: readonly T[]): { item: T } | { repeat: T } | null {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  const upcoming = ordered.find((item) => item.status === 'upcoming' || item.status === 'waiting');
  if (upcoming) return { item: upcoming };
  const last = ordered[ordered.length - 1];
  return last?.interval ? { repeat: last } : null;
}

/**
 * When the supply after this one is due. On time, one interval after the due date, so the
 * rhythm the customer signed up for holds; paid late (after a decline), one interval after
 * the day it was paid, because that is when this supply ships. A one-off has no next date.
 */
export function dueDateAfter(dueOn: CalendarDate, paidOn: CalendarDate, interval: string | null | undefined, intervalCount: number | null | undefined): CalendarDate | null {
  if (!interval) return null;
  return addInterval(paidOn > dueOn ? paidOn : dueOn, interval, intervalCount ?? 1);
}

export type PromotionDuration = 'once' | 'repeating' | 'forever';

/** Whether a promotion taken at checkout still applies to the `orderNumber`-th paid order (the first order is 1). */
export function promotionCoversOrder(duration: PromotionDuration, durationInOrders: number | null, orderNumber: number): boolean {
  if (duration === 'forever') return true;
  if (duration === 'repeating') return orderNumber <= (durationInOrders ?? 1);
  return orderNumber === 1;
}

/** Reminders go out this many days before a charge unless configured otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;

/** Changes (postpone, pause, cancel) made up to the end of this UK day apply to the charge due on `dueOn`. */
export function changeCutOff(dueOn: CalendarDate): CalendarDate {
  return addInterval(dueOn, 'day', -1);
}
