/**
 * The anchor for the signed-in reads benchmark: the least a Node server on this machine can do
 * to answer the shop's signed-in reads. Plain fastify, pg and ioredis. Each request does what the
 * shop's answer needs and no more: the signed cookie checked, the session read from Redis in the
 * shop's format (express-session's JSON under `<REDIS_PREFIX>:sess:<id>`, passport's user in it)
 * and its idle expiry renewed as the shop's rolling session does; then one statement for the data,
 * the rules applied with the shop's own pure domain functions, the same JSON sent.
 *
 * Usage: DATABASE_URL=... REDIS_URL=... REDIS_PREFIX=... SESSION_SECRET=... PORT=...
 *        ts-node --transpile-only scripts/benchmarks/anchors/signed-in-reads-anchor.ts
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { Pool, types } from 'pg';
import { SESSION_COOKIE, SESSION_TIMEOUTS, sessionKeyPrefix } from '../../../src/shared/auth/session-policy';
import { TOUCH_INTERVAL_MS } from '../../../src/shared/http/redis-session-store';
import type { Role } from '../../../src/shared/auth/principal';
import { ukCalendarDate } from '../../../src/shared/domain/calendar-date';
import { viewProgressPhoto } from '../../../src/modules/consultation/application/progress-photo-view';
import type { ProgressPhoto } from '../../../src/modules/consultation/infrastructure/progress-photo.entity';
import type { ChatAuthor } from '../../../src/modules/messaging/domain/chat-author';
import { viewChatMessage } from '../../../src/modules/messaging/application/chat-message-view';
import { CHAT_PAGE_SIZE } from '../../../src/modules/messaging/application/queries/list-chat-messages/list-chat-messages.query';
import { authoriseSupply, isRefusal } from '../../../src/modules/prescribing/domain/supply-authority';
import { dispatchReference } from '../../../src/modules/fulfilment/domain/dispatch-reference';
import { scriptRef } from '../../../src/modules/prescribing/domain/register-row';
import { isNothingToPay } from '../../../src/modules/subscription/application/payment-gateway';
import { priceLines } from '../../../src/modules/subscription/domain/pricing';
import { REFERRAL_REWARD_PENCE } from '../../../src/modules/subscription/domain/referral';
import { reconsultationPath } from '../../../src/modules/subscription/domain/reconsultation';
import { nextSupply } from '../../../src/modules/subscription/domain/renewal-rules';
import { dashboardBadge, isRunning } from '../../../src/modules/subscription/domain/self-service';
import { sendNowRefusedByPrescription, sendNowRefusedBySubscription, type SupplyAnswer } from '../../../src/modules/subscription/domain/send-now';
import { currentItemOf, HIGHLIGHTED_ITEM_CODE } from '../../../src/modules/subscription/domain/staff-rules';
import type { ItemStatus, SubscriptionStatus } from '../../../src/modules/subscription/domain/subscription-status';

// Calendar dates stay the strings the shop sends ('2026-12-06'), as MikroORM's date type keeps them.
types.setTypeParser(types.builtins.DATE, (value) => value);

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const SESSION_KEYS = sessionKeyPrefix(process.env.REDIS_PREFIX ?? 'shop');
const SECRET = process.env.SESSION_SECRET ?? '';

interface StoredSession {
  cookie: { originalMaxAge: number; expires: string; path: string; httpOnly: boolean; sameSite: string };
  passport?: { user?: { id: number; role: Role } };
  signedInAt?: number;
  secondFactorVerifiedAt?: number;
}

/** express-session's cookie: `s:<id>.<HMAC-SHA256 of id, base64 without padding>`, URI-encoded. */
function sessionIdOf(cookieHeader: string | undefined): string | null {
  const raw = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  const id = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

const signature = (id: string) => createHmac('sha256', SECRET).update(id).digest('base64').replace(/=+$/, '');

/** As the shop's session store: a session's expiry is renewed in Redis at most once a minute (TOUCH_INTERVAL_MS). */
const renewed = new Set<string>();
let intervalEndsAt = 0;
function renewedInThisInterval(sessionId: string): boolean {
  const now = Date.now();
  if (now >= intervalEndsAt) {
    renewed.clear();
    intervalEndsAt = now + TOUCH_INTERVAL_MS;
  }
  if (renewed.has(sessionId)) return false;
  renewed.add(sessionId);
  return true;
}

/**
 * The signed-in user of the request, as the shop's pipeline finds it: the session read, a staff
 * member counted only after the second factor, a sign-in past its role's absolute limit refused.
 * Renews the session's idle expiry (the shop's rolling cookie, and its store's touch once a minute) beside the caller's work.
 */
async function signedIn(request: FastifyRequest, reply: FastifyReply, audience: Role): Promise<{ id: number; role: Role } | null> {
  const sessionId = sessionIdOf(request.headers.cookie);
  const stored = sessionId ? await redis.get(SESSION_KEYS + sessionId) : null;
  if (!sessionId || !stored) return null;
  const session = JSON.parse(stored) as StoredSession;
  const user = session.passport?.user;
  if (!user) return null;
  if (user.role === 'admin' && !session.secondFactorVerifiedAt) return null;
  if (audience === 'admin' && user.role !== 'admin') return null;
  if (!session.signedInAt || Date.now() - session.signedInAt > SESSION_TIMEOUTS[user.role].absoluteMs) return null;
  const maxAge = session.cookie.originalMaxAge;
  if (renewedInThisInterval(sessionId)) void redis.pexpire(SESSION_KEYS + sessionId, maxAge);
  reply.header('set-cookie', `${SESSION_COOKIE}=${encodeURIComponent(`s:${sessionId}.${signature(sessionId)}`)}; Path=/; Expires=${new Date(Date.now() + maxAge).toUTCString()}; HttpOnly; SameSite=Lax`);
  return user;
}

const refuse = (reply: FastifyReply) => reply.code(401).send({ statusCode: 401, error: 'AUTH.REQUIRED' });

interface ItemRow {
  position: number; code: string; name: string; status: ItemStatus; interval: string | null; interval_count: number | null; price_pence: number;
  shipped_on: string | null; tracking_number: string | null; ingredients: unknown[];
}
interface SubscriptionRow {
  id: number; status: SubscriptionStatus; condition: string; price_pence: number; due_at: string | null; paused_until: string | null;
  payment_method_id: string | null; promotion_code: string | null; referral_code: string | null; title: string | null; image_url: string | null;
  items: ItemRow[]; add_ons: { id: number; code: string; name: string; price_pence: number; frequency: string }[];
  sold_out: { code: string; name: string }[] | null;
  prescription: { prescribed_on: string; expires_on: string; lines: { id: number; itemCode: string; suppliesAuthorised: number; minIntervalDays: number }[]; supplies: { lineId: number; suppliedOn: string }[] } | null;
}
interface CardRow { id: string; brand: string; last4: string; expMonth: number; expYear: number; holderName: string | null }
interface AddressRow { first_name: string; last_name: string; email: string; contact_no: string; address1: string; address2: string | null; city: string; postcode: string }
interface DashboardRow {
  subscriptions: SubscriptionRow[]; credit_pence: number | null; address: AddressRow | null; friends_referred: number; cards: CardRow[];
}

/**
 * Everything the dashboard shows, in one statement: each subscription with its items (and their
 * ingredients from the plan), add-ons, the add-ons its latest renewal found sold out and its latest
 * prescription with lines and supplies; the billing account, the address, the friends referred
 * and the saved cards (the sandbox provider's rows).
 */
const DASHBOARD = `
  select
    (select coalesce(json_agg(x order by x.id desc), '[]') from (
       select s.id, s.status, s.condition, s.price_pence, s.due_at, s.paused_until, s.payment_method_id, s.promotion_code, s.referral_code,
              t.title, t.image_url,
              (select coalesce(json_agg(json_build_object('position', i.position, 'code', i.code, 'name', i.name, 'status', i.status,
                        'interval', i.interval, 'interval_count', i.interval_count, 'price_pence', i.price_pence, 'shipped_on', i.shipped_on,
                        'tracking_number', i.tracking_number, 'ingredients', coalesce(ti.ingredients, '[]')) order by i.position, i.id), '[]')
                 from subscription_item i left join treatment_item ti on ti.id = i.catalogue_item_id and ti.plan_id = s.treatment_plan_id
                where i.subscription_id = s.id) as items,
              (select coalesce(json_agg(json_build_object('id', a.id, 'code', a.code, 'name', a.name, 'price_pence', a.price_pence, 'frequency', a.frequency) order by a.id), '[]')
                 from subscription_add_on a where a.subscription_id = s.id) as add_ons,
              (select p.sold_out_add_ons from payment p
                where p.subscription_id = s.id and p.due_on is not null and p.status in ('succeeded', 'requires_action') order by p.id desc limit 1) as sold_out,
              (select json_build_object('prescribed_on', pr.prescribed_on, 'expires_on', pr.expires_on,
                        'lines', (select coalesce(json_agg(json_build_object('id', l.id, 'itemCode', l.item_code, 'suppliesAuthorised', l.supplies_authorised, 'minIntervalDays', l.min_interval_days) order by l.line_number), '[]')
                                    from prescription_line l where l.prescription_id = pr.id),
                        'supplies', (select coalesce(json_agg(json_build_object('lineId', ps.line_id, 'suppliedOn', ps.supplied_on) order by ps.supply_number), '[]')
                                       from prescription_supply ps where ps.prescription_id = pr.id))
                 from prescription pr where pr.subscription_id = s.id order by pr.id desc limit 1) as prescription
         from subscription s
         left join treatment_plan tp on tp.id = s.treatment_plan_id
         left join treatment t on t.id = tp.treatment_id
        where s.user_id = $1) x) as subscriptions,
    (select b.credit_pence from billing_account b where b.user_id = $1) as credit_pence,
    (select row_to_json(a) from (select first_name, last_name, email, contact_no, address1, address2, city, postcode
                                   from address where user_id = $1 order by id desc limit 1) a) as address,
    (select count(*)::int from payment p join subscription r on r.id = p.subscription_id
      where r.referrer_user_id = $1 and p.due_on is null and p.settled_at is not null and p.status <> 'refunded') as friends_referred,
    (select coalesce(json_agg(json_build_object('id', o.id, 'brand', o.data->>'brand', 'last4', o.data->>'last4', 'expMonth', (o.data->>'expMonth')::int,
              'expYear', (o.data->>'expYear')::int, 'holderName', o.data->>'holderName') order by o.created_at desc), '[]')
       from sandbox_gateway_object o join billing_account b on b.gateway_customer_id = o.customer_id
      where b.user_id = $1 and o.kind = 'payment_method') as cards`;

/** The dashboard's order of the cards: running first, then what needs the customer, review, ended last. */
const CARD_ORDER: Record<string, number> = { active: 0, shipping: 0, processing: 0, failed: 1, pending: 2, review: 3, cancelled: 4 };

function sendNow(subscription: SubscriptionRow, today: string, creditPence: number) {
  const supply = nextSupply(subscription.items);
  const bySubscription = sendNowRefusedBySubscription({ status: subscription.status, dueAt: subscription.due_at, pausedUntil: subscription.paused_until, hasNextSupply: supply !== null }, today);
  if (bySubscription) return { allowed: false, ...bySubscription };
  const item = supply && ('item' in supply ? supply.item : supply.repeat);
  if (!item) return { allowed: false, code: 'no-supplies-left', reason: 'There are no supplies left in your plan to send.' };
  const prescription = subscription.prescription;
  const outcome = prescription
    ? authoriseSupply({ prescribedOn: prescription.prescribed_on, expiresOn: prescription.expires_on, lines: prescription.lines, supplies: prescription.supplies }, item.code, today)
    : { rule: 'not-prescribed' as const, message: 'There is no prescription for this treatment: a prescriber must approve it first.' };
  const answer: SupplyAnswer = isRefusal(outcome) ? { allowed: false, rule: outcome.rule, message: outcome.message, allowedFrom: 'allowedFrom' in outcome ? outcome.allowedFrom : undefined } : { allowed: true };
  const byPrescription = sendNowRefusedByPrescription(answer);
  if (byPrescription) return { allowed: false, ...byPrescription };
  // The demo data has none of these; pricing them needs the catalogue's promotion and shelf reads.
  if ((subscription.promotion_code && !subscription.referral_code) || subscription.add_ons.length) throw new Error('The anchor prices a supply without promotion or add-ons only');
  return { allowed: true, amount_pence: priceLines([{ pricePence: item.price_pence, category: 'rx-skincare' }], { creditPence }).totalPence };
}

const app = Fastify({ logger: false });

app.get('/v2/profile/data/subscriptions', async (request, reply) => {
  const user = await signedIn(request, reply, 'customer');
  if (!user) return refuse(reply);
  const { rows: [row] } = await pool.query<DashboardRow>(DASHBOARD, [user.id]);
  const today = ukCalendarDate(new Date());
  const creditPence = row!.credit_pence ?? 0;
  const ordered = [...row!.subscriptions].sort((a, b) => (CARD_ORDER[a.status] ?? 3) - (CARD_ORDER[b.status] ?? 3) || b.id - a.id);
  return {
    subscriptions: ordered.map((subscription) => {
      const items = subscription.items;
      const shipped = items.filter((item) => item.shipped_on && item.status === 'shipped').at(-1);
      const card = row!.cards.find((each) => each.id === subscription.payment_method_id);
      return {
        id: subscription.id,
        status: subscription.status,
        badge: dashboardBadge(subscription.status, subscription.due_at ?? undefined),
        due_at: subscription.due_at,
        paused_until: subscription.paused_until && subscription.paused_until > today ? subscription.paused_until : null,
        price_pence: subscription.price_pence,
        interval: items[0]?.interval ?? null,
        interval_duration: items[0]?.interval_count ?? null,
        title: subscription.title ?? 'Your personalised formula',
        image_url: subscription.image_url ?? '',
        items: isRunning(subscription.status) ? items.map((item) => ({ code: item.code, name: item.name, ingredients: item.ingredients })) : [],
        add_ons: subscription.add_ons,
        sold_out_add_ons: (subscription.sold_out ?? []).map(({ code, name }) => ({ code, name })),
        payment_method: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
        last_shipment: shipped?.shipped_on ? { shipped_on: shipped.shipped_on, tracking_number: shipped.tracking_number ?? null } : null,
        reconsultation_path: subscription.status === 'reconsult' ? reconsultationPath(subscription.condition) : null,
        send_now: sendNow(subscription, today, creditPence),
      };
    }),
    methods: row!.cards.map((card) => ({ id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder_name: card.holderName })),
    address: row!.address && {
      first_name: row!.address.first_name,
      last_name: row!.address.last_name,
      email: row!.address.email,
      contact_no: row!.address.contact_no,
      address_1: row!.address.address1,
      address_2: row!.address.address2 ?? '',
      city: row!.address.city,
      postcode: row!.address.postcode,
    },
    referral: { friends_referred: row!.friends_referred, credit_earned_pence: row!.friends_referred * REFERRAL_REWARD_PENCE, credit_available_pence: creditPence },
    provider: 'sandbox',
    stripePublic: 'pk_sandbox_offline',
  };
});

app.get('/v2/profile/data/chat', async (request, reply) => {
  const user = await signedIn(request, reply, 'customer');
  if (!user) return refuse(reply);
  const { rows } = await pool.query<{ id: number; senderId: number; author: ChatAuthor; contentPlain: string; createdAt: Date }>(
    'select id, sender_id as "senderId", author, content_plain as "contentPlain", created_at as "createdAt" from chat_message where customer_id = $1 order by id desc limit $2',
    [user.id, CHAT_PAGE_SIZE],
  );
  return { messages: rows.map((message) => viewChatMessage(message, 'customer')) };
});

app.get('/v2/profile/data/photos', async (request, reply) => {
  const user = await signedIn(request, reply, 'customer');
  if (!user) return refuse(reply);
  const { rows } = await pool.query<Pick<ProgressPhoto, 'id' | 'storagePath' | 'createdAt'>>(
    'select id, storage_path as "storagePath", created_at as "createdAt" from progress_photo where user_id = $1 order by created_at desc, id desc',
    [user.id],
  );
  return { photos: rows.map((photo) => viewProgressPhoto(photo as ProgressPhoto)) };
});

/** How many matching customers a staff search looks through at most, newest first (as the shop's). */
const CUSTOMER_MATCH_LIMIT = 200;

/**
 * The back-office list's first page (10 a page) for a status (the default 'review', or every one)
 * and a keyword: the page with each row's items, provider reference, treatment and customer, and
 * its count, in one statement. A keyword matches the start of a customer's email or names (the
 * newest 200 such customers), a provider subscription id or an order number.
 */
function adminList(status: string | undefined, keyword: string | undefined): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const value = (given: unknown) => `$${values.push(given)}`;
  if (status) conditions.push(`status = ${value(status)}`);
  const orderId = keyword ? /^#?(\d{1,9})$/.exec(keyword)?.[1] : undefined;
  conditions.push(orderId ? `(restricted_at is null or id = ${value(Number(orderId))})` : 'restricted_at is null');
  let matched = '';
  if (keyword) {
    const prefix = value(`${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    matched = `with matched as (select id from users where role = 'customer' and restricted_at is null
                 and (email like ${prefix} or lower(first_name) like ${prefix} or lower(last_name) like ${prefix}
                      or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${prefix})
                 order by id desc limit ${value(CUSTOMER_MATCH_LIMIT + 1)})`;
    const alternatives = [`stripe_subscription_id = ${value(keyword)}`, `user_id in (select id from matched order by id desc limit ${CUSTOMER_MATCH_LIMIT})`];
    if (orderId) alternatives.push(`id = ${value(Number(orderId))}`);
    conditions.push(`(${alternatives.join(' or ')})`);
  }
  const where = `where ${conditions.join(' and ')}`;
  const text = `${matched}
  select
    (select coalesce(json_agg(x order by x.id desc), '[]') from (
       select s.id, s.user_id, s.status, s.stripe_subscription_id, s.treatment_plan_id, s.due_at, s.open_risk_flags,
              (select json_agg(json_build_object('code', i.code, 'status', i.status) order by i.position, i.id) from subscription_item i where i.subscription_id = s.id) as items,
              (select p.gateway_payment_id from payment p where p.subscription_id = s.id and p.gateway_payment_id not like 'free\\_%' order by p.created_at desc, p.id desc limit 1) as payment_id,
              b.gateway_customer_id as customer_id,
              t.title as treatment, u.email, u.first_name, u.last_name
         from (select * from subscription ${where} order by id desc limit 10) s
         left join billing_account b on b.user_id = s.user_id
         left join treatment_plan tp on tp.id = s.treatment_plan_id
         left join treatment t on t.id = tp.treatment_id
         left join users u on u.id = s.user_id) x) as page,
    (select count(*)::int from subscription ${where}) as total,
    ${keyword ? `(select count(*) > ${CUSTOMER_MATCH_LIMIT} from matched)` : 'false'} as capped`;
  return { text, values };
}

interface AdminRow {
  id: number; user_id: number; status: SubscriptionStatus; stripe_subscription_id: string | null; due_at: string | null; open_risk_flags: number;
  items: { code: string; status: ItemStatus }[] | null; payment_id: string | null; customer_id: string | null; treatment: string | null;
  email: string | null; first_name: string | null; last_name: string | null;
}

function providerReference(row: Pick<AdminRow, 'stripe_subscription_id' | 'payment_id' | 'customer_id'>) {
  if (row.stripe_subscription_id) return { kind: 'subscription', id: row.stripe_subscription_id, dashboardUrl: null };
  if (row.payment_id && !isNothingToPay(row.payment_id)) return { kind: 'payment', id: row.payment_id, dashboardUrl: null };
  return row.customer_id ? { kind: 'customer', id: row.customer_id, dashboardUrl: null } : null;
}

app.get<{ Querystring: { status?: string; keyword?: string } }>('/v2/admin/form/get-subscriptions', async (request, reply) => {
  const user = await signedIn(request, reply, 'admin');
  if (!user) return refuse(reply);
  const status = request.query.status ?? 'review';
  const keyword = request.query.keyword?.trim().toLowerCase() || undefined;
  const { rows: [row] } = await pool.query<{ page: AdminRow[]; total: number; capped: boolean }>(adminList(status === 'all' ? undefined : status, keyword));
  return {
    total: row!.total,
    customerMatchesCapped: row!.capped,
    data: row!.page.map((each) => {
      const current = currentItemOf(each.items ?? []);
      return {
        id: each.id,
        customer: each.email !== null
          ? { id: each.user_id, name: `${each.first_name ?? ''} ${each.last_name ?? ''}`.trim() || each.email, email: each.email }
          : { id: each.user_id, name: `Customer #${each.user_id}`, email: '' },
        status: each.status,
        stripeSubscriptionId: each.stripe_subscription_id,
        providerReference: providerReference(each),
        treatment: each.treatment ?? 'Unknown plan',
        dueAt: each.due_at,
        currentItemCode: current?.code ?? null,
        highlighted: current?.code === HIGHLIGHTED_ITEM_CODE,
        openRiskFlags: each.open_risk_flags,
      };
    }),
  };
});

/**
 * One subscription as the back office shows it, in one statement: the subscription with its items
 * (each sent one with the prescription it went against), the customer with their latest address,
 * their other subscriptions, the add-ons charged with each paid renewal and those waiting, a
 * pending change of medicine with who proposed it, and the provider reference's columns.
 */
const STAFF_DETAIL = `
  select row_to_json(s) as subscription, t.title as treatment, tp.name as plan_name,
    (select coalesce(json_agg(json_build_object('id', i.id, 'position', i.position, 'catalogueItemId', i.catalogue_item_id, 'code', i.code, 'name', i.name,
              'pricePence', i.price_pence, 'transactionPricePence', i.transaction_price_pence, 'interval', i.interval, 'intervalCount', i.interval_count,
              'status', i.status, 'paidAt', i.paid_at, 'transactionId', i.transaction_id, 'shippedOn', i.shipped_on, 'trackingNumber', i.tracking_number,
              'prescriptionId', coalesce((select ps.prescription_id from prescription_supply ps where ps.subscription_item_id = i.id),
                                         (select pr.id from prescription pr where pr.subscription_id = s.id order by pr.id desc limit 1)))
              order by i.position, i.id), '[]')
       from subscription_item i where i.subscription_id = s.id) as items,
    (select row_to_json(u) from (select id, first_name, last_name, email, mobile, phone, birth_date, sex_at_birth, note, created_at from users where id = s.user_id) u) as customer,
    (select row_to_json(a) from (select id, first_name, last_name, email, contact_no, address1, address2, city, postcode from address where user_id = s.user_id order by id desc limit 1) a) as address,
    (select coalesce(json_agg(json_build_object('id', o.id, 'status', o.status, 'treatment', ot.title, 'dueAt', o.due_at) order by o.id desc), '[]')
       from subscription o left join treatment_plan op on op.id = o.treatment_plan_id left join treatment ot on ot.id = op.treatment_id
      where o.user_id = s.user_id and o.id <> s.id) as others,
    (select coalesce(json_agg(json_build_object('lines', p.add_on_lines, 'itemId', p.subscription_item_id) order by p.id), '[]')
       from payment p where p.subscription_id = s.id and p.status = 'succeeded' and p.subscription_item_id is not null) as charged_add_ons,
    (select coalesce(json_agg(json_build_object('code', a.code, 'name', a.name, 'pricePence', a.price_pence, 'frequency', a.frequency) order by a.id), '[]')
       from subscription_add_on a where a.subscription_id = s.id) as waiting_add_ons,
    (select row_to_json(c) from (select c.id, c.kind, c.replaces, c.item_code, c.item_name, c.proposed_by_user_id, c.proposed_at, u.email, u.first_name, u.last_name
                                   from item_change_proposal c left join users u on u.id = c.proposed_by_user_id
                                  where c.subscription_id = s.id and c.status = 'pending' limit 1) c) as pending,
    (select p.gateway_payment_id from payment p where p.subscription_id = s.id and p.gateway_payment_id not like 'free\\_%' order by p.created_at desc, p.id desc limit 1) as payment_id,
    b.gateway_customer_id as customer_id
  from subscription s
  left join treatment_plan tp on tp.id = s.treatment_plan_id
  left join treatment t on t.id = tp.treatment_id
  left join billing_account b on b.user_id = s.user_id
  where s.id = $1`;

interface StaffDetailRow {
  subscription: { id: number; user_id: number; status: SubscriptionStatus; condition: string; due_at: string | null; price_pence: number; stripe_subscription_id: string | null; paused_until: string | null; prescription_expires_on: string | null; created_at: string };
  treatment: string | null; plan_name: string | null;
  items: { id: number; position: number; catalogueItemId: number; code: string; name: string; pricePence: number; transactionPricePence: number | null; interval: string | null; intervalCount: number | null; status: ItemStatus; paidAt: string | null; transactionId: string | null; shippedOn: string | null; trackingNumber: string | null; prescriptionId: number | null }[];
  customer: { id: number; first_name: string | null; last_name: string | null; email: string; mobile: string | null; phone: string | null; birth_date: string | null; sex_at_birth: string | null; note: string | null; created_at: string } | null;
  address: (AddressRow & { id: number }) | null;
  others: { id: number; status: SubscriptionStatus; treatment: string | null; dueAt: string | null }[];
  charged_add_ons: { lines: { code: string; name: string; pricePence: number; frequency: string }[]; itemId: number }[];
  waiting_add_ons: { code: string; name: string; pricePence: number; frequency: string }[];
  pending: { id: number; kind: string; replaces: string | null; item_code: string; item_name: string; proposed_by_user_id: number; proposed_at: string; email: string | null; first_name: string | null; last_name: string | null } | null;
  payment_id: string | null; customer_id: string | null;
}

/** A timestamp as JSON from PostgreSQL (microseconds, +00:00) as the shop sends it (JavaScript's toISOString). */
const isoInstant = (value: string) => new Date(value).toISOString();

app.get<{ Querystring: { id: string } }>('/v2/admin/data/subscription', async (request, reply) => {
  const user = await signedIn(request, reply, 'admin');
  if (!user) return refuse(reply);
  const { rows: [row] } = await pool.query<StaffDetailRow>(STAFF_DETAIL, [Number(request.query.id)]);
  if (!row) return reply.code(404).send({ statusCode: 404, error: 'SUBSCRIPTION.NOT_FOUND' });
  const s = row.subscription;
  const items = row.items.map(({ prescriptionId: _, ...item }) => ({ ...item, paidAt: item.paidAt && isoInstant(item.paidAt) }));
  const addOns = [
    ...row.charged_add_ons.flatMap(({ lines, itemId }) => lines.map(({ code, name, pricePence, frequency }) => ({ code, name, pricePence, frequency, supplyItemId: itemId, boxReference: dispatchReference(itemId) }))),
    ...row.waiting_add_ons.map((addOn) => ({ ...addOn, supplyItemId: null, boxReference: null })),
  ];
  const sent = row.items.filter((item) => item.status === 'shipped' || item.trackingNumber);
  const customer = row.customer;
  const pending = row.pending;
  const proposer = pending && { name: `${pending.first_name ?? ''} ${pending.last_name ?? ''}`.trim() || pending.email, email: pending.email };
  return {
    subscription: {
      id: s.id,
      status: s.status,
      treatment: row.treatment ?? 'Unknown plan',
      planName: row.plan_name ?? '',
      condition: s.condition,
      dueAt: s.due_at,
      pricePence: s.price_pence,
      stripeSubscriptionId: s.stripe_subscription_id,
      providerReference: providerReference({ stripe_subscription_id: s.stripe_subscription_id, payment_id: row.payment_id, customer_id: row.customer_id }),
      pausedUntil: s.paused_until,
      prescriptionExpiresOn: s.prescription_expires_on,
      createdAt: isoInstant(s.created_at),
      items,
      addOns,
    },
    customer: customer && {
      id: customer.id,
      firstName: customer.first_name ?? '',
      lastName: customer.last_name ?? '',
      email: customer.email,
      mobile: customer.mobile ?? customer.phone ?? null,
      birthDate: customer.birth_date,
      sexAtBirth: customer.sex_at_birth,
      note: customer.note ?? '',
      createdAt: isoInstant(customer.created_at),
      address: row.address && {
        id: row.address.id,
        firstName: row.address.first_name,
        lastName: row.address.last_name,
        email: row.address.email,
        contactNo: row.address.contact_no,
        address1: row.address.address1,
        address2: row.address.address2,
        city: row.address.city,
        postcode: row.address.postcode,
      },
    },
    oldOrders: sent
      .map((item) => ({
        id: item.id,
        reference: dispatchReference(item.id),
        scriptRef: item.prescriptionId === null ? null : scriptRef(item.prescriptionId),
        status: item.status,
        codes: [item.code, ...addOns.filter((addOn) => addOn.supplyItemId === item.id).map((addOn) => addOn.code)],
        shippedOn: item.shippedOn,
        trackingNumber: item.trackingNumber,
      }))
      .sort((a, b) => (b.shippedOn ?? '').localeCompare(a.shippedOn ?? '')),
    otherSubscriptions: row.others.map((other) => ({ ...other, treatment: other.treatment ?? 'Unknown plan' })),
    pendingChange: pending && {
      id: pending.id,
      kind: pending.kind,
      replaces: pending.replaces,
      proposed: `[${pending.item_code}] ${pending.item_name}`,
      proposedBy: proposer?.name || proposer?.email || `Staff #${pending.proposed_by_user_id}`,
      proposedAt: isoInstant(pending.proposed_at),
    },
  };
});

void app.listen({ port: Number(process.env.PORT ?? 3299), host: '127.0.0.1' }).then(() => console.log('anchor ready'));
