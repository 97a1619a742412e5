import type { ItemStatus, SubscriptionStatus } from './subscription-status';

/**
 * The rules of the back office that the original only hid in its screens (spec §4),
 * enforced here so a crafted request cannot break them either.
 */

/** Remove: never a shipped or paid supply (it has been charged or sent), and never the plan's last item. */
export function whyNotRemove(status: ItemStatus, itemsInPlan: number): string | null {
  if (status === 'shipped' || status === 'paid') return `A ${status} item cannot be removed.`;
  if (itemsInPlan <= 1) return 'A treatment plan needs at least one item; add the new one first.';
  return null;
}

/** Change item: not once shipped (what was sent cannot change). */
export function whyNotChange(status: ItemStatus): string | null {
  return status === 'shipped' ? 'A shipped item cannot be changed.' : null;
}

/** Editing the plan or the delivery date of an ended subscription would change nothing real. */
export function whyNotEdit(status: SubscriptionStatus): string | null {
  return status === 'cancelled' || status === 'failed' ? `This subscription is ${status}; it can no longer be changed.` : null;
}

const STILL_TO_SUPPLY: readonly ItemStatus[] = ['upcoming', 'paid', 'packaging', 'waiting'];

/**
 * The supply the subscription is on now: the first item still to be sent, or, once every
 * item has gone, the last (which repeats). Its code decides the list's 850C highlight.
 */
export function currentItemOf<T extends { status: ItemStatus }>(items: readonly T[]): T | undefined {
  return items.find((item) => STILL_TO_SUPPLY.includes(item.status)) ?? items.at(-1);
}

/** Spec §9: a list row is highlighted yellow when its active item has this code. */
export const HIGHLIGHTED_ITEM_CODE = '850C';

/** Where a prescription is in force and supplies are running: a change of medicine there waits for a prescriber (issue 18). */
const PRESCRIBED_AND_RUNNING: readonly SubscriptionStatus[] = ['active', 'shipping', 'processing'];

/**
 * Whether a staff change to the medicines (Change item, Add item) must be approved by a prescriber
 * before it takes effect: on a subscription a prescription covers and whose supplies are running.
 * Before the review (pending, review) the prescriber sees the plan as changed when they approve it;
 * waiting for a re-consultation, the next prescription is written for the plan as it then stands.
 */
export function changeNeedsPrescriber(status: SubscriptionStatus, prescribed: boolean): boolean {
  return prescribed && PRESCRIBED_AND_RUNNING.includes(status);
}
