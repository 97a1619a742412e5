import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { longUkDate, ukDate } from './self-service';
import type { SubscriptionStatus } from './subscription-status';

/**
 * 'Send the next box now' (docs/customer-account.md): the customer has the next supply charged
 * and sent today instead of on its due date. Pure rules; the prescription's own answer (ADR 0010)
 * comes in as `supply`, asked of prescribing by the caller.
 */

/** Why sending now is refused, as a code for the client and words for the customer. */
export type SendNowRefusal = { code: 'not-active' | 'paused' | 'in-review' | 'no-supplies-left' | 'too-soon' | 'not-prescribed'; reason: string };

export interface SendNowState {
  status: SubscriptionStatus;
  dueAt?: CalendarDate | null;
  pausedUntil?: CalendarDate | null;
  /** Whether the plan has a supply to send at all (nextSupply found one). */
  hasNextSupply: boolean;
}

/** What prescribing says of the next supply today: allowed, or the rule it would break (check-supply.query.ts). */
export type SupplyAnswer = { allowed: true } | { allowed: false; rule: string; message: string; allowedFrom?: string };

/** The refusal from the subscription alone, before prescribing is asked; null when it may go on. */
export function sendNowRefusedBySubscription(subscription: SendNowState, today: CalendarDate): SendNowRefusal | null {
  if (subscription.status === 'review') return { code: 'in-review', reason: 'Your treatment is still being reviewed by our prescriber, so there is no next box to send yet.' };
  if (subscription.status !== 'active') return { code: 'not-active', reason: `Only an active treatment can have its next box sent now; this one is ${subscription.status}.` };
  if (subscription.pausedUntil && subscription.pausedUntil > today) {
    return { code: 'paused', reason: `Your treatment is paused until ${ukDate(subscription.pausedUntil)}: resume it first to have your next box sent now.` };
  }
  if (!subscription.dueAt || !subscription.hasNextSupply) return { code: 'no-supplies-left', reason: 'There are no supplies left in your plan to send.' };
  return null;
}

/** The refusal from the prescription's answer for a supply today (HMR 2012 reg 217), or null when it allows one. */
export function sendNowRefusedByPrescription(supply: SupplyAnswer): SendNowRefusal | null {
  if (supply.allowed) return null;
  switch (supply.rule) {
    case 'too-soon':
      return {
        code: 'too-soon',
        reason: supply.allowedFrom ? `Your prescription allows the next box from ${longUkDate(supply.allowedFrom)}.` : 'Your prescription allows the next box from a later date.',
      };
    case 'all-supplied':
    case 'expired':
      return { code: 'no-supplies-left', reason: 'Your prescription has no supplies left: a short consultation lets our prescriber renew it.' };
    case 'course-ended':
      return { code: 'no-supplies-left', reason: 'Your treatment has reached the longest course it may run without a review: a short consultation lets our prescriber review it.' };
    default:
      return { code: 'not-prescribed', reason: supply.message };
  }
}
