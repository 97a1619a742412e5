import type { ItemStatus, SubscriptionStatus } from './subscription-status';

/** Supplies paid for and not yet sent: the money is held for a supply the patient is owed. */
const PAID_NOT_SENT: readonly ItemStatus[] = ['paid', 'packaging'];

/**
 * Whether a patient's treatments can be closed for their erasure, and if not, what staff must
 * settle first. An order under way (paid and awaiting the prescriber, being processed, or a
 * paid supply not yet sent) is a decision about money and medicine: erasure never refunds or
 * cancels it silently, staff finish it or refund it through the usual actions.
 */
export function whyNotCloseForErasure(subscriptions: readonly { id: number; status: SubscriptionStatus; items: readonly { status: ItemStatus }[] }[]): string | null {
  for (const subscription of subscriptions) {
    const order = `Order #${subscription.id}`;
    if (subscription.status === 'review') return `${order} is paid and waiting for the prescriber: approve and ship it, or decline it (refunded in full), before erasing this account.`;
    if (subscription.status === 'processing') return `${order} is still being processed: let it finish before erasing this account.`;
    if (subscription.items.some((item) => PAID_NOT_SENT.includes(item.status))) {
      return `${order} has a paid supply not yet sent: ship it, or refund it and mark it refunded, before erasing this account.`;
    }
  }
  return null;
}
