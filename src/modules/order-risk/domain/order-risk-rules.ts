import { addCalendarDays, type CalendarDate } from '../../../shared/domain/calendar-date';

/** What an order-risk flag is about (issue 19). */
export const FLAG_KINDS = ['same_address', 'same_card', 'same_person', 'overlapping_subscription', 'too_soon'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** When the flags were computed: after the first payment (before the prescriber decides) or on a paid renewal. */
export type Occasion = 'review' | 'renewal';

/**
 * A flag a rule raised. `evidence` names what it was raised on (the other accounts, the other
 * supply): the same evidence never raises the same kind twice on one subscription, so computing
 * again on each renewal adds only what is new.
 */
export interface FlagDraft {
  kind: FlagKind;
  details: string;
  evidence: string;
}

export interface OtherAccount {
  userId: number;
  name: string;
}

/** Subscriptions that still supply or are about to (a cancelled or merely proposed one overlaps nothing). */
const ONGOING_STATUSES = new Set(['review', 'active', 'shipping', 'processing', 'failed', 'reconsult']);

/** The most accounts a flag names one by one; the rest are counted. */
const NAMED = 5;
const listed = (items: string[], separator = ', ') => (items.length > NAMED ? `${items.slice(0, NAMED).join(separator)} and ${items.length - NAMED} more` : items.join(separator));
const accountsText = (others: readonly OtherAccount[]) => listed(others.map((other) => `${other.name} (account #${other.userId})`));
const evidenceOf = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

/** The patient's delivery address is another customer's too. */
export function sameAddressFlag(address: string | null, others: readonly OtherAccount[]): FlagDraft | null {
  if (!address || others.length === 0) return null;
  return {
    kind: 'same_address',
    details: `The delivery address ${address} is also the address of ${accountsText(others)}.`,
    evidence: evidenceOf(others.map((other) => other.userId)),
  };
}

/** Subscriptions of other customers charged to a card with the same provider fingerprint. */
export interface CardUse {
  userId: number;
  name: string;
  subscriptionId: number;
}

/** The card this subscription is charged to is also another customer's card (by the provider's fingerprint). */
export function sameCardFlag(patientUserId: number, uses: readonly CardUse[]): FlagDraft | null {
  const others = uses.filter((use) => use.userId !== patientUserId);
  if (others.length === 0) return null;
  const byUser = new Map<number, CardUse[]>();
  for (const use of others) byUser.set(use.userId, [...(byUser.get(use.userId) ?? []), use]);
  const accounts = [...byUser.values()].map((uses) => `${uses[0].name} (account #${uses[0].userId}: subscription ${uses.map((use) => `#${use.subscriptionId}`).join(', ')})`);
  return {
    kind: 'same_card',
    details: `The card paying for this subscription is also used by ${listed(accounts, '; ')}.`,
    evidence: evidenceOf([...byUser.keys()]),
  };
}

/** Another account has the patient's name and date of birth: possibly one person ordering twice. */
export function samePersonFlag(others: readonly OtherAccount[]): FlagDraft | null {
  if (others.length === 0) return null;
  return {
    kind: 'same_person',
    details: `The same name and date of birth are on ${others.length === 1 ? 'another account' : 'other accounts'}: ${accountsText(others)}.`,
    evidence: evidenceOf(others.map((other) => other.userId)),
  };
}

export interface SubscriptionFact {
  id: number;
  condition: string;
  status: string;
}

/** The same patient has another ongoing subscription for the same condition. */
export function overlappingSubscriptionsFlag(current: { id: number; condition: string }, others: readonly SubscriptionFact[]): FlagDraft | null {
  const overlapping = others.filter((other) => other.id !== current.id && other.condition === current.condition && ONGOING_STATUSES.has(other.status));
  if (overlapping.length === 0) return null;
  return {
    kind: 'overlapping_subscription',
    details: `The patient has ${overlapping.length === 1 ? 'another ongoing subscription' : 'other ongoing subscriptions'} for ${current.condition}: ${overlapping.map((other) => `#${other.id} (${other.status})`).join(', ')}.`,
    evidence: evidenceOf(overlapping.map((other) => other.id)),
  };
}

export interface SupplyFact {
  subscriptionId: number;
  subscriptionItemId: number;
  medicine: string;
  suppliedOn: CalendarDate;
  minIntervalDays: number;
}

/**
 * An order on `orderedOn` comes before the interval a prescription set after a supply of the same
 * condition (on this subscription or another of the patient's). `orderedItemId` is the supply being
 * ordered, if it is already counted (a renewal): it is not compared with itself. The latest
 * interval still running is named.
 */
export function tooSoonFlag(
  order: { subscriptionId: number; condition: string; orderedOn: CalendarDate; orderedItemId?: number },
  supplies: readonly SupplyFact[],
  conditionOfSubscription: ReadonlyMap<number, string>,
): FlagDraft | null {
  const running = supplies
    .filter((supply) => supply.subscriptionItemId !== order.orderedItemId && conditionOfSubscription.get(supply.subscriptionId) === order.condition)
    .filter((supply) => supply.suppliedOn <= order.orderedOn)
    .map((supply) => ({ supply, earliestNext: addCalendarDays(supply.suppliedOn, supply.minIntervalDays) }))
    .filter(({ earliestNext }) => order.orderedOn < earliestNext)
    .sort((a, b) => (a.earliestNext < b.earliestNext ? 1 : -1));
  if (running.length === 0) return null;
  const { supply, earliestNext } = running[0];
  const where = supply.subscriptionId === order.subscriptionId ? 'this subscription' : `subscription #${supply.subscriptionId}`;
  return {
    kind: 'too_soon',
    details: `Ordered on ${order.orderedOn}, but ${supply.medicine} was supplied on ${supply.suppliedOn} (${where}) and its prescription allows the next supply no earlier than ${earliestNext} (every ${supply.minIntervalDays} days at least).`,
    evidence: `${order.orderedItemId ?? 'review'}:${supply.subscriptionItemId}`,
  };
}

/** The kinds that are about two patients at once: each side is flagged. */
export type SharedKind = 'same_address' | 'same_card' | 'same_person';

/**
 * The flag the other patient's subscription under review gets when this patient's check finds
 * them: the same kind, naming this patient, so both reviews show it whichever was paid first.
 */
export function mirroredFlag(kind: SharedKind, me: OtherAccount, receiverUserId: number, context: { address: string | null; subscriptionId: number }): FlagDraft | null {
  if (kind === 'same_address') return sameAddressFlag(context.address, [me]);
  if (kind === 'same_card') return sameCardFlag(receiverUserId, [{ ...me, subscriptionId: context.subscriptionId }]);
  return samePersonFlag([me]);
}
