import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../../shared/database/array-literal';
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

/** Everything a renewal reads beside the subscription row, for the subscription(s) `s` (id, user_id, due_on). */
const RELATED_ROWS = `(select coalesce(json_agg(i order by i.position), '[]') from subscription_item i where i.subscription_id = s.id) as items,
       (select coalesce(json_agg(p order by p.attempt desc), '[]') from payment p where p.subscription_id = s.id and p.due_on = s.due_on) as attempts,
       (select coalesce(json_agg(a order by a.id), '[]') from subscription_add_on a where a.subscription_id = s.id) as add_ons,
       (select row_to_json(b) from billing_account b where b.user_id = s.user_id for update) as account`;

/**
 * Locks the subscription row for the rest of the transaction (or, with `wait: false`, fails at
 * once when another holds it), then reads its items, add-ons and
 * this date's attempts and locks the customer's billing account (always in that order, as every
 * other writer of these rows does, so two of them never wait for each other).
 */
export async function lockRenewalRows(em: EntityManager, subscriptionId: number, dueOn: string, { wait = true }: { wait?: boolean } = {}): Promise<RenewalRows | null> {
  // Without waiting, a subscription another transaction is renewing fails at once (55P03,
  // isRowLockTaken) instead of holding a connection in the queue behind that lock.
  const [row] = await execute(em, `select * from subscription where id = ? for update${wait ? '' : ' nowait'}`, [subscriptionId]);
  if (!row) return null;
  // Read after the lock is granted, so a renewal that waited for another sees what that one wrote.
  const [related] = await execute(em, `select ${RELATED_ROWS} from (select ?::int as id, ?::int as user_id, ?::date as due_on) s`, [subscriptionId, row.user_id, dueOn]);
  return mapped(em, row, related);
}

/**
 * `lockRenewalRows` for a batch, in two statements however many subscriptions: all their rows
 * locked in id order, then the rest read and the billing accounts locked, subscription by
 * subscription in the same order. No writer holds an account while it waits for a subscription
 * (each locks the subscription first), so taking the accounts last waits for no one who waits for
 * these. The caller renews one subscription per customer in the transaction
 * (RenewDueSubscriptionsHandler). Subscriptions that no longer exist are left out.
 */
export async function lockBatchRenewalRows(em: EntityManager, renewals: readonly { subscriptionId: number; dueOn: string }[]): Promise<Map<number, RenewalRows>> {
  const rows = await execute(em, 'select * from subscription where id = any(?::int[]) order by id for update', [arrayLiteral(renewals.map((renewal) => renewal.subscriptionId))]);
  if (rows.length === 0) return new Map();
  const dueOnOf = new Map(renewals.map((renewal) => [renewal.subscriptionId, renewal.dueOn]));
  // The locked rows, in their id order, give each subscription's customer: nothing to join again.
  const related = await execute(
    em,
    `select s.id, ${RELATED_ROWS}
       from (select * from unnest(?::int[], ?::date[], ?::int[]) as due(id, due_on, user_id) order by id) s`,
    [arrayLiteral(rows.map((row) => row.id as number)), arrayLiteral(rows.map((row) => dueOnOf.get(row.id as number)!)), arrayLiteral(rows.map((row) => row.user_id as number))],
  );
  const relatedOf = new Map(related.map((row) => [row.id, row]));
  return new Map(rows.map((row) => [row.id as number, mapped(em, row, relatedOf.get(row.id)!)]));
}

function mapped(em: EntityManager, row: Record<string, unknown>, { items, attempts, account, add_ons: addOns }: Record<string, unknown>): RenewalRows {
  return {
    subscription: em.map(Subscription, row),
    items: (items as Record<string, unknown>[]).map((item) => em.map(SubscriptionItem, item)),
    attempts: (attempts as Record<string, unknown>[]).map((attempt) => em.map(PaymentRecord, attempt)),
    account: account ? em.map(BillingAccount, account as Record<string, unknown>) : null,
    addOns: (addOns as Record<string, unknown>[]).map((addOn) => em.map(SubscriptionAddOn, addOn)),
  };
}

function execute(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}
