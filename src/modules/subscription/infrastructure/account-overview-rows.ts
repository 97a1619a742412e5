import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../../shared/database/read-rows';
import type { AddOnFrequency } from '../../catalogue';
import type { SoldOutAddOn } from '../domain/add-on-stock';
import type { FirstPaymentFacts } from '../domain/declined-treatment';
import type { ItemStatus, SubscriptionStatus } from '../domain/subscription-status';

export interface OverviewItemRow {
  position: number;
  catalogueItemId: number;
  code: string;
  name: string;
  status: ItemStatus;
  interval: string | null;
  intervalCount: number | null;
  pricePence: number;
  shippedOn: string | null;
  trackingNumber: string | null;
}

export interface OverviewAddOnRow {
  id: number;
  catalogueItemId: number;
  code: string;
  name: string;
  pricePence: number;
  frequency: AddOnFrequency;
}

export interface OverviewSubscriptionRow {
  id: number;
  userId: number;
  status: SubscriptionStatus;
  condition: string;
  treatmentPlanId: number;
  pricePence: number;
  dueAt: string | null;
  pausedUntil: string | null;
  paymentMethodId: string | null;
  promotionCode: string | null;
  referralCode: string | null;
  /** In plan order. */
  items: OverviewItemRow[];
  /** In the order chosen. */
  addOns: OverviewAddOnRow[];
  /** What the latest renewal charged (or waiting for the bank) left out because none was left. */
  soldOut: SoldOutAddOn[] | null;
  /** Cancelled subscriptions only: the first payment at checkout, which a decline refunds. */
  firstPayment: FirstPaymentFacts | null;
}

export interface OverviewRows {
  /** Newest first. */
  subscriptions: OverviewSubscriptionRow[];
  account: { creditPence: number; gatewayCustomerId: string | null } | null;
  /** Friends whose first payment settled and was not refunded on a decline: each earned the customer the referral reward. */
  friendsReferred: number;
}

/**
 * Everything of the subscription context's own that the customer's dashboard shows, in one
 * statement: each subscription with its items, its add-ons, the add-ons its latest renewal found
 * sold out and, once cancelled, its first payment (a decline refunds it); the billing account; the
 * friends referred. Plain SQL into plain objects, not entities:
 * every dashboard load reads this, and as six ORM finds its hydration was half the request's CPU
 * (docs/benchmarks.md). Nothing here is changed and flushed: writers read through the ORM.
 */
export async function readOverviewRows(em: EntityManager, userId: number): Promise<OverviewRows> {
  const [row] = await readRows<OverviewRows>(em, OVERVIEW, [userId, userId, userId]);
  return row!;
}

const OVERVIEW = `
  select
    (select coalesce(json_agg(x order by x.id desc), '[]') from (
       select s.id, s.user_id as "userId", s.status, s.condition, s.treatment_plan_id as "treatmentPlanId", s.price_pence as "pricePence",
              s.due_at as "dueAt", s.paused_until as "pausedUntil", s.payment_method_id as "paymentMethodId",
              s.promotion_code as "promotionCode", s.referral_code as "referralCode",
              (select coalesce(json_agg(json_build_object('position', i.position, 'catalogueItemId', i.catalogue_item_id, 'code', i.code, 'name', i.name,
                        'status', i.status, 'interval', i.interval, 'intervalCount', i.interval_count, 'pricePence', i.price_pence,
                        'shippedOn', i.shipped_on, 'trackingNumber', i.tracking_number) order by i.position, i.id), '[]')
                 from subscription_item i where i.subscription_id = s.id) as items,
              (select coalesce(json_agg(json_build_object('id', a.id, 'catalogueItemId', a.catalogue_item_id, 'code', a.code, 'name', a.name,
                        'pricePence', a.price_pence, 'frequency', a.frequency) order by a.id), '[]')
                 from subscription_add_on a where a.subscription_id = s.id) as "addOns",
              (select p.sold_out_add_ons from payment p
                where p.subscription_id = s.id and p.due_on is not null and p.status in ('succeeded', 'requires_action')
                order by p.id desc limit 1) as "soldOut",
              case when s.status = 'cancelled' then
                (select json_build_object('amountPence', p.amount_pence, 'creditPence', p.credit_pence, 'refunded', p.status = 'refunded') from payment p
                  where p.subscription_id = s.id and p.due_on is null and p.status in ('succeeded', 'refunded')
                  order by p.id desc limit 1) end as "firstPayment"
         from subscription s where s.user_id = ?) x) as subscriptions,
    (select json_build_object('creditPence', b.credit_pence, 'gatewayCustomerId', b.gateway_customer_id) from billing_account b where b.user_id = ?) as account,
    (select count(*)::int from payment p join subscription r on r.id = p.subscription_id
      where r.referrer_user_id = ? and p.due_on is null and p.settled_at is not null and p.status <> 'refunded') as "friendsReferred"`;
