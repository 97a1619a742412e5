import type { EntityManager } from '@mikro-orm/postgresql';
import { BillingAccount } from './billing-account.entity';
import { PaymentRecord } from './payment.entity';
import { SubscriptionAddOn } from './subscription-add-on.entity';
import { SubscriptionItem } from './subscription-item.entity';
import { Subscription } from './subscription.entity';

export interface RenewalRows {
  subscription: Subscription;
  /** The payments already tried for this due date, the latest attempt first. */
  attempts: PaymentRecord[];
  items: SubscriptionItem[];
  /** The customer's billing account, locked too: referral credit is spent by one renewal at a time. */
  account: BillingAccount | null;
  /** The add-ons the customer chose for their boxes, in the order chosen. */
  addOns: SubscriptionAddOn[];
}

/*
 * The renewal's reads in plain SQL, mapped into entities managed by `em` so the rest of the
 * renewal changes and flushes them as usual. An ORM find costs about 0.5 ms of CPU against
 * 0.2 ms for the same statement sent as SQL, and a renewal batch runs tens of thousands:
 * these reads were a third of a renewal's cost (docs/benchmarks.md).
 */

/**
 * Locks the subscription row for the rest of the transaction, then reads its items, add-ons and
 * this date's attempts and locks the customer's billing account (always in that order, as every
 * other writer of these rows does, so two of them never wait for each other).
 */
export async function lockRenewalRows(em: EntityManager, subscriptionId: number, dueOn: string): Promise<RenewalRows | null> {
  const [row] = await execute(em, 'select * from subscription where id = ? for update', [subscriptionId]);
  if (!row) return null;
  const subscription = em.map(Subscription, row);
  // Read after the lock is granted, so a renewal that waited for another sees what that one wrote.
  const [{ items, attempts, account, add_ons: addOns }] = await execute(
    em,
    `select (select coalesce(json_agg(i order by i.position), '[]') from subscription_item i where i.subscription_id = ?) as items,
            (select coalesce(json_agg(p order by p.attempt desc), '[]') from payment p where p.subscription_id = ? and p.due_on = ?) as attempts,
            (select coalesce(json_agg(a order by a.id), '[]') from subscription_add_on a where a.subscription_id = ?) as add_ons,
            (select row_to_json(b) from billing_account b where b.user_id = ? for update) as account`,
    [subscriptionId, subscriptionId, dueOn, subscriptionId, subscription.userId],
  );
  return {
    subscription,
    items: (items as Record<string, unknown>[]).map((item) => em.map(SubscriptionItem, item)),
    attempts: (attempts as Record<string, unknown>[]).map((attempt) => em.map(PaymentRecord, attempt)),
    account: account ? em.map(BillingAccount, account as Record<string, unknown>) : null,
    addOns: (addOns as Record<string, unknown>[]).map((addOn) => em.map(SubscriptionAddOn, addOn)),
  };
}

function execute(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}
