import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { BillingAccount } from '../../src/modules/subscription/infrastructure/billing-account.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { SubscriptionItem } from '../../src/modules/subscription/infrastructure/subscription-item.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { checkedByPharmacist } from '../support/pharmacist-checks';
import { approvedCustomer } from '../support/renewal-customers';
import { browserSession, ormOf, signedInSession } from '../support/test-app';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';

/**
 * The back office's calls (issue 7): who may make them, the rules the server enforces
 * whatever the screen shows, and the audit record every change leaves.
 */
let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()));
afterAll(() => app.close());

const post = (path: string, body: object) => admin.agent.post(path).set('x-csrf-token', admin.csrfToken).send(body);
const form = (call: string, body: object) => post(`/v2/admin/form/${call}`, body);
const em = () => ormOf(app).em.fork();

async function customerSubscription() {
  const customer = await customerWithProposal(app, 'acne');
  const subscription = await em().findOneOrFail(Subscription, { userId: customer.userId }, { populate: ['items'] });
  return { customer, subscription, items: subscription.items.getItems() };
}

async function catalogueItemId(code: string): Promise<number> {
  return (await em().findOneOrFail(TreatmentItem, { code })).id;
}

const auditOf = (subscriptionId: number) => em().find(AuditEntry, { subscriptionId }, { orderBy: { id: 'asc' } });

describe('who may call the back office', () => {
  const calls: [string, string, object][] = [
    ['get', '/v2/admin/form/get-subscriptions', {}],
    ['get', '/v2/admin/data/subscription?id=1', {}],
    ['get', '/v2/admin/data/treatments', {}],
    ['get', '/v2/admin/data/audit?user_id=1', {}],
    ['get', '/v2/admin/data/get-user-payment-methods?email=a@b.c', {}],
    ['post', '/v2/admin/form/subscription/update-date', { sub_id: 1, due_at: '2030-01-01' }],
    ['post', '/v2/admin/form/end-subscription', { subscription: 1 }],
    ['post', '/v2/admin/form/subscription/remove-item', { id: 1 }],
    ['post', '/admin/order/update-user-note', { user: 1, note: 'x' }],
    ['post', '/v2/admin/form/treatment-item/update', { id: 1, price_pence: 1, ingredients: [] }],
  ];

  it('answers guests 401 and customers 403, changing nothing', async () => {
    const guest = await browserSession(app);
    const customer = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    for (const [method, path, body] of calls) {
      const asGuest = method === 'get' ? guest.agent.get(path) : guest.agent.post(path).set('x-csrf-token', guest.csrfToken).send(body);
      expect([path, (await asGuest).status]).toEqual([path, 401]);
      const asCustomer = method === 'get' ? customer.agent.get(path) : customer.agent.post(path).set('x-csrf-token', customer.csrfToken).send(body);
      expect([path, (await asCustomer).status]).toEqual([path, 403]);
    }
  });

  it('keeps the queue dashboard to admins, checked on the server', async () => {
    const guest = await browserSession(app);
    await guest.agent.get('/admin/queues').set('Accept', 'application/json').expect(401);
    await guest.agent.get('/admin/queues').set('Accept', 'text/html').expect(302).expect('Location', '/v2/login?next=%2Fv2%2Fadmin%2Fqueues');
    const customer = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    await customer.agent.get('/admin/queues').expect(403);
    await customer.agent.get('/admin/queues/api/queues').expect(403);
    const board = await admin.agent.get('/admin/queues').expect(200);
    expect(board.text).toContain('__UI_CONFIG__');
    const queues = await admin.agent.get('/admin/queues/api/queues').expect(200);
    // 'old admin' (spec §2): /admin lands on the admin home, whose screens decide who may see them.
    await admin.agent.get('/admin').expect(302).expect('Location', '/v2/admin');
    await guest.agent.get('/admin').set('Accept', 'text/html').expect(302).expect('Location', '/v2/admin');
    expect(queues.body.queues.map((queue: { name: string }) => queue.name)).toContain('email');
  });
});

describe('the subscriptions list', () => {
  it('filters by status and plan, searches by customer and order id, and pages', async () => {
    const { customer, subscription } = await customerSubscription();
    const list = (query: Record<string, string | number>) => admin.agent.get('/v2/admin/form/get-subscriptions').query(query).expect(200);

    const byEmail = (await list({ keyword: `  ${customer.email.toUpperCase()} `, status: 'pending' })).body;
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]).toMatchObject({ id: subscription.id, status: 'pending', customer: { id: customer.userId, email: customer.email, name: 'Priya Shah' }, highlighted: false });

    expect((await list({ keyword: `#${subscription.id}`, status: 'all' })).body.data.map((row: { id: number }) => row.id)).toEqual([subscription.id]);
    expect((await list({ keyword: customer.email, status: 'review' })).body.total).toBe(0);
    expect((await list({ keyword: customer.email, status: 'pending', treatment: subscription.treatmentPlanId })).body.total).toBe(1);
    expect((await list({ keyword: customer.email, status: 'pending', treatment: subscription.treatmentPlanId + 999 })).body.total).toBe(0);
    // A keyword with LIKE's wildcards is searched for as typed.
    expect((await list({ keyword: '%', status: 'all' })).body.total).toBe(0);

    const paged = (await list({ status: 'all', page: 1, perPage: 1 })).body;
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(1);
  });

  it("highlights a row whose current item is 850C, and refuses a page size over 1,000", async () => {
    const { customer, items } = await customerSubscription();
    await form('subscription/change-item', { id: items[0].id, item_id: await catalogueItemId('850C') }).expect(200);
    const row = (await admin.agent.get('/v2/admin/form/get-subscriptions').query({ keyword: customer.email, status: 'all' }).expect(200)).body.data[0];
    expect(row).toMatchObject({ currentItemCode: '850C', highlighted: true });
    const refused = await admin.agent.get('/v2/admin/form/get-subscriptions').query({ perPage: 100000 }).expect(400);
    expect(refused.body.message).toBe('perPage must be a whole number from 1 to 1000.');
  });
});

describe('the provider reference', () => {
  it("shows what the provider knows the subscription by: the customer, then the latest payment (no dashboard in the sandbox)", async () => {
    const { customer, subscription } = await customerSubscription();
    const row = async () => (await admin.agent.get('/v2/admin/form/get-subscriptions').query({ keyword: `#${subscription.id}`, status: 'all' }).expect(200)).body.data[0];
    const detail = async () => (await admin.agent.get('/v2/admin/data/subscription').query({ id: subscription.id }).expect(200)).body.subscription;
    const card = await sandboxBilling.saveCard(app, customer, '4242 4242 4242 4242');
    const account = await em().findOneOrFail(BillingAccount, { userId: customer.userId });
    expect((await row()).providerReference).toEqual({ kind: 'customer', id: account.gatewayCustomerId, dashboardUrl: null });

    await customer.agent.post('/v2/subscription/form/start-subscription').set('x-csrf-token', customer.csrfToken).send({ paymentMethod: card.payment_method }).expect(200);
    const payment = await em().findOneOrFail(PaymentRecord, { subscriptionId: subscription.id });
    expect(payment.gatewayPaymentId).toMatch(/^pi_/);
    expect((await row()).providerReference).toEqual({ kind: 'payment', id: payment.gatewayPaymentId, dashboardUrl: null });
    expect((await detail()).providerReference).toEqual({ kind: 'payment', id: payment.gatewayPaymentId, dashboardUrl: null });
  });
});

describe('changing a subscription', () => {
  it('moves the delivery date, refusing badly formed and past dates', async () => {
    const { subscription } = await customerSubscription();
    const refused = await form('subscription/update-date', { sub_id: subscription.id, due_at: '01/05/2030' }).expect(400);
    expect(refused.body.fields.due_at).toEqual(['Please enter a real date as YYYY-MM-DD.']);
    await form('subscription/update-date', { sub_id: subscription.id, due_at: '2030-02-30' }).expect(400);
    const past = await form('subscription/update-date', { sub_id: subscription.id, due_at: '2020-01-01' }).expect(400);
    expect(past.body.message).toBe('Please choose today or a later date.');
    expect((await em().findOneOrFail(Subscription, subscription.id)).dueAt).toBe(subscription.dueAt ?? undefined);

    await form('subscription/update-date', { sub_id: subscription.id, due_at: '2030-05-01' }).expect(200);
    expect((await em().findOneOrFail(Subscription, subscription.id)).dueAt).toBe('2030-05-01');
    const [entry] = await auditOf(subscription.id);
    expect(entry).toMatchObject({ action: 'subscription.due_date.changed', actorId: expect.any(Number), customerId: subscription.userId, changes: [{ field: 'dueAt', from: subscription.dueAt ?? null, to: '2030-05-01' }] });
  });

  it('adds, changes and removes items within the rules', async () => {
    const { subscription, items } = await customerSubscription();
    await form('subscription/add-item', { id: subscription.id, item_id: await catalogueItemId('850C') }).expect(200);
    let stored = await em().find(SubscriptionItem, { subscription: subscription.id }, { orderBy: { position: 'asc' } });
    expect(stored.map((item) => item.code).at(-1)).toBe('850C');
    const added = stored.at(-1)!;

    await form('subscription/update-item-status', { id: items[0].id, status: 'waiting' }).expect(200);
    await form('subscription/update-item-status', { id: items[0].id, status: 'everything' }).expect(400);

    await form('subscription/update-item-shipping', { id: items[0].id, value: '2026-11-20' }).expect(200);
    await form('subscription/update-item-shipping', { id: items[0].id, value: 'yesterday' }).expect(400);
    await form('subscription/remove-item', { id: added.id }).expect(200);
    stored = await em().find(SubscriptionItem, { subscription: subscription.id });
    expect(stored.map((item) => item.id)).not.toContain(added.id);
    expect(stored.find((item) => item.id === items[0].id)).toMatchObject({ status: 'waiting', shippedOn: '2026-11-20' });

    const actions = (await auditOf(subscription.id)).map((entry) => entry.action);
    expect(actions).toEqual(['subscription.item.added', 'subscription.item.status_changed', 'subscription.item.shipping_date_changed', 'subscription.item.removed']);
  });

  it("refuses the status select any status that claims a payment, a dispatch or a refund no flow made, naming the flow, and changes nothing", async () => {
    const patient = await approvedCustomer(app, undefined, 'acne', {}, admin);
    const [first, next] = (await em().find(SubscriptionItem, { subscription: patient.subscriptionId }, { orderBy: { position: 'asc' } })).map((item) => item.id);
    const itemRow = async (id: number) => {
      const { status, shippedOn, trackingNumber, pricePence, code } = await em().findOneOrFail(SubscriptionItem, id);
      return { status, shippedOn, trackingNumber, pricePence, code };
    };
    const orderOf = async (id: number) => (await em().findOne(FulfilmentOrder, { subscriptionItemId: id }))?.status;
    const setStatus = (id: number, status: string) => form('subscription/update-item-status', { id, status });
    const refusedWith = async (id: number, status: string, message: string) => {
      const before = { item: await itemRow(id), order: await orderOf(id), audit: (await auditOf(patient.subscriptionId)).length };
      const refused = await setStatus(id, status).expect(409);
      expect([status, refused.body]).toEqual([status, expect.objectContaining({ statusCode: 409, error: 'SUBSCRIPTION_ITEM.STATUS_NEEDS_ITS_FLOW', message })]);
      expect({ item: await itemRow(id), order: await orderOf(id), audit: (await auditOf(patient.subscriptionId)).length }).toEqual(before);
    };
    const SHIP = 'Only Ship on the dispatch list marks a supply shipped, once a pharmacist has checked it against its prescription.';
    const PAY = "Only a payment marks a supply paid, and only a paid one can be packed: its checkout, its renewal or the customer's 'send now' takes the payment.";
    const REFUND = "Only a refund marks a supply refunded: a prescriber's decline refunds the first payment in full.";
    const paidFor = (to: string) => `This supply is paid for: marking it ${to} would hide the payment taken for it. A paid supply leaves the dispatch list by Ship, or by a refund when a prescriber declines.`;

    // The next supply has no payment, dispatch or refund behind it.
    await refusedWith(next, 'shipped', SHIP);
    await refusedWith(next, 'paid', PAY);
    await refusedWith(next, 'packaging', PAY);
    await refusedWith(next, 'refunded', REFUND);

    // The first was paid at checkout and waits on the dispatch list: it can be packed, but not shipped or refunded by hand, nor made unpaid.
    expect(await itemRow(first)).toMatchObject({ status: 'paid' });
    expect(await orderOf(first)).toBe('waiting');
    await refusedWith(first, 'shipped', SHIP);
    await refusedWith(first, 'refunded', REFUND);
    for (const unpaid of ['upcoming', 'waiting', 'cancelled']) await refusedWith(first, unpaid, paidFor(unpaid));
    expect((await form('subscription/remove-item', { id: first }).expect(409)).body.message).toBe('A paid item cannot be removed.');
    await setStatus(first, 'packaging').expect(200);
    await setStatus(first, 'paid').expect(200);

    // Shipped by Ship, after the pharmacist's checks: what was sent stays on the record.
    await checkedByPharmacist(app, first);
    await form('ship', { id: first }).expect(200);
    expect(await itemRow(first)).toMatchObject({ status: 'shipped', trackingNumber: expect.any(String) });
    for (const back of ['paid', 'upcoming', 'refunded']) await refusedWith(first, back, 'This supply has been shipped: its dispatch stays on the record, and the status cannot be changed by hand.');
    expect((await form('subscription/remove-item', { id: first }).expect(409)).body.message).toBe('A shipped item cannot be removed.');
    expect((await form('subscription/change-item', { id: first, item_id: await catalogueItemId('850C') }).expect(409)).body.message).toBe('A shipped item cannot be changed.');

    const statusChanges = (await auditOf(patient.subscriptionId)).filter((entry) => entry.action === 'subscription.item.status_changed');
    expect(statusChanges.map((entry) => entry.changes)).toEqual([[{ field: 'status', from: 'paid', to: 'packaging' }], [{ field: 'status', from: 'packaging', to: 'paid' }]]);
  });

  it('ends a subscription once, and then refuses to change it', async () => {
    const { subscription, items } = await customerSubscription();
    expect((await form('end-subscription', { subscription: subscription.id }).expect(200)).body).toEqual({ status: 'cancelled' });
    expect((await form('end-subscription', { subscription: subscription.id }).expect(409)).body.message).toBe('This subscription is already cancelled.');
    await form('subscription/add-item', { id: subscription.id, item_id: await catalogueItemId('850C') }).expect(409);
    const stored = await em().findOneOrFail(Subscription, subscription.id, { populate: ['items'] });
    expect(stored.status).toBe('cancelled');
    expect(stored.items.getItems().map((item) => item.status)).toEqual(items.map(() => 'cancelled'));
    expect((await auditOf(subscription.id)).map((entry) => entry.action)).toEqual(['subscription.ended']);
  });

  it('shows the detail with the customer, and 404s an unknown subscription', async () => {
    const { customer, subscription } = await customerSubscription();
    const detail = (await admin.agent.get('/v2/admin/data/subscription').query({ id: subscription.id }).expect(200)).body;
    expect(detail.subscription).toMatchObject({ id: subscription.id, status: 'pending' });
    expect(detail.customer).toMatchObject({ id: customer.userId, email: customer.email, firstName: 'Priya' });
    expect(detail.oldOrders).toEqual([]);
    await admin.agent.get('/v2/admin/data/subscription').query({ id: 99999999 }).expect(404);
  });
});

describe('the customer', () => {
  it('edits the address and the note, each audited on the customer', async () => {
    const { customer } = await customerSubscription();
    await customer.agent
      .post('/v2/subscription/form/update-billing-info')
      .set('x-csrf-token', customer.csrfToken)
      .send({ first_name: 'Priya', last_name: 'Shah', email: customer.email, contact_no: '07700 900123', address_1: '1 High St', postcode: 'LS1 1AA', city: 'Leeds' })
      .expect(200);
    const subscription = await em().findOneOrFail(Subscription, { userId: customer.userId });
    const addressId = (await admin.agent.get('/v2/admin/data/subscription').query({ id: subscription.id })).body.customer.address.id;
    const address = { address_id: addressId, first_name: 'Priya', last_name: 'Shah', email: customer.email, contact_no: '07700 900123', address_1: '2 Low St', postcode: 'ls11aa', city: 'Leeds' };
    expect((await form('update-user-address', { ...address, postcode: 'nowhere' }).expect(400)).body.fields.postcode).toBeDefined();
    await form('update-user-address', address).expect(200);
    await form('update-user-address', { ...address, address_id: 99999999 }).expect(404);

    expect((await post('/admin/order/update-user-note', { user: customer.userId, note: 'Prefers email.' }).expect(200)).body).toEqual({ success: true });
    await post('/admin/order/update-user-note', { user: 99999999, note: 'x' }).expect(404);

    const history = (await admin.agent.get('/v2/admin/data/audit').query({ user_id: customer.userId }).expect(200)).body;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['customer.note.updated', 'customer.address.updated']);
    expect(history[1]).toMatchObject({ actor: 'Amelia Hart', changes: [{ field: 'address1', from: '1 High St', to: '2 Low St' }, { field: 'postcode', from: 'LS1 1AA', to: 'LS1 1AA' }].filter((change) => change.from !== change.to) });
    await admin.agent.get('/v2/admin/data/audit').expect(400);
  });

  it('records an admin viewing a consultation photo', async () => {
    const { customer } = await customerSubscription();
    const [submission] = (await admin.agent.get('/v2/admin/data/consultations').query({ user_id: customer.userId }).expect(200)).body;
    const photoPath = JSON.parse(submission.fields.find((field: { field_type: string }) => field.field_type === 'images').field_value)[0] as string;
    await admin.agent.get(`/storage/${photoPath}`).expect(200);
    await customer.agent.get(`/storage/${photoPath}`).expect(200);
    const entries = await em().find(AuditEntry, { customerId: customer.userId, action: 'consultation.photo.viewed' });
    expect(entries).toHaveLength(1);
  });

  it('keeps every view in the audit trail but shows a visit of repeated views as one line', async () => {
    const { customer } = await customerSubscription();
    const [submission] = (await admin.agent.get('/v2/admin/data/consultations').query({ user_id: customer.userId }).expect(200)).body;
    const photoPath = JSON.parse(submission.fields.find((field: { field_type: string }) => field.field_type === 'images').field_value)[0] as string;
    for (let view = 0; view < 4; view += 1) await admin.agent.get(`/storage/${photoPath}`).expect(200);
    const [first] = await em().find(AuditEntry, { customerId: customer.userId, action: 'consultation.photo.viewed' }, { orderBy: { id: 'asc' } });
    // Another person's view in the same minutes, and the same admin's visit two hours earlier (the table takes inserts only).
    const insert = (actorId: number, minutesAgo: number) =>
      ormOf(app)
        .em.getConnection()
        .execute(
          `insert into audit_entry (occurred_at, actor_id, action, summary, customer_id, subject, changes) values (now() - make_interval(mins => ?), ?, 'consultation.photo.viewed', ?, ?, ?, '[]')`,
          [minutesAgo, actorId, first.summary, customer.userId, first.subject],
        );
    await insert(customer.userId + 100000, 1);
    await insert(first.actorId!, 120);
    await insert(first.actorId!, 121);

    expect(await em().count(AuditEntry, { customerId: customer.userId, action: 'consultation.photo.viewed' })).toBe(7);
    const history = (await admin.agent.get('/v2/admin/data/audit').query({ user_id: customer.userId }).expect(200)).body as { actor: string; repeats: number; occurredAt: string; firstOccurredAt: string }[];
    expect(history.map((line) => [line.actor, line.repeats])).toEqual([
      ['Amelia Hart', 4],
      [`User #${customer.userId + 100000}`, 1],
      ['Amelia Hart', 2],
    ]);
    expect(Date.parse(history[0].occurredAt) - Date.parse(history[0].firstOccurredAt)).toBeGreaterThanOrEqual(0);
    expect(Math.round((Date.parse(history[2].occurredAt) - Date.parse(history[2].firstOccurredAt)) / 1000)).toBe(60);
  });

  it('keeps the audit trail append-only in the database', async () => {
    const connection = ormOf(app).em.getConnection();
    await expect(connection.execute('update audit_entry set summary = summary')).rejects.toThrow(/append-only/);
    await expect(connection.execute('delete from audit_entry')).rejects.toThrow(/append-only/);
  });
});

describe('starting a subscription for a customer', () => {
  it("lists the customer's saved cards and starts the plan with one of them", async () => {
    const { customer, subscription } = await customerSubscription();
    const card = await sandboxBilling.saveCard(app, customer, '4242 4242 4242 4242');
    const cards = (await admin.agent.get('/v2/admin/data/get-user-payment-methods').query({ email: customer.email.toUpperCase() }).expect(200)).body;
    expect(cards).toEqual({ found: true, methods: [expect.objectContaining({ id: card.payment_method, last4: '4242' })] });
    expect((await admin.agent.get('/v2/admin/data/get-user-payment-methods').query({ email: 'nobody@example.com' }).expect(200)).body).toEqual({ found: false, methods: [] });

    const body = { user: customer.email, pm: card.payment_method, plan: subscription.treatmentPlanId, startDate: '2030-01-15' };
    expect((await form('start-user-subscription', { ...body, pm: 'pm_someone_else' }).expect(400)).body.message).toBe('Please choose a payment method');
    await form('start-user-subscription', { ...body, user: 'nobody@example.com' }).expect(404);
    await form('start-user-subscription', { ...body, plan: 99999 }).expect(404);
    await form('start-user-subscription', { ...body, startDate: '15/01/2030' }).expect(400);
    expect(await em().count(Subscription, { userId: customer.userId })).toBe(1);

    const started = (await form('start-user-subscription', body).expect(200)).body;
    const stored = await em().findOneOrFail(Subscription, started.subscriptionId, { populate: ['items'] });
    // It waits for a prescriber: nothing is charged or sent without a prescription (issue 18).
    expect(stored).toMatchObject({ userId: customer.userId, status: 'review', dueAt: '2030-01-15', paymentMethodId: card.payment_method, treatmentPlanId: subscription.treatmentPlanId });
    expect(stored.items.length).toBeGreaterThan(0);
    expect((await auditOf(stored.id)).map((entry) => entry.action)).toEqual(['subscription.started_by_staff']);
  });
});

describe('the catalogue', () => {
  it('edits an item: the new price applies to what is added from now on, never to existing items; audited', async () => {
    const { subscription, items } = await customerSubscription();
    const treatments = (await admin.agent.get('/v2/admin/data/treatments').expect(200)).body;
    const item = treatments.flatMap((t: { plans: { items: { id: number; code: string }[] }[] }) => t.plans.flatMap((plan) => plan.items)).find((each: { id: number }) => each.id === items[0].catalogueItemId);
    const original = await em().findOneOrFail(TreatmentItem, item.id);

    await post('/v2/admin/form/treatment-item/update', { id: item.id, price_pence: -5, ingredients: [] }).expect(400);
    await post('/v2/admin/form/treatment-item/update', { id: item.id, price_pence: 2500, batch: 'B-1', ingredients: [{ name: '', value: 1, unit: '%' }] }).expect(400);
    // A cream listed by the month (ADR 0009) cannot take a 2-month supply price that is not whole pence a month.
    const uneven = await post('/v2/admin/form/treatment-item/update', { id: item.id, price_pence: 4841, batch: 'B-1', ingredients: [] }).expect(400);
    expect(uneven.body).toMatchObject({ error: 'CATALOGUE.PRICE_NOT_MONTHLY', fields: { price_pence: [expect.stringContaining('divides into whole pence a month')] } });
    expect((await em().findOneOrFail(TreatmentItem, item.id)).pricePence).toBe(original.pricePence);
    await post('/v2/admin/form/treatment-item/update', { id: item.id, price_pence: 2500, batch: 'B-77', ingredients: [{ name: 'Tretinoin', value: 0.025, unit: '%' }] }).expect(200);
    try {
      expect(await em().findOneOrFail(TreatmentItem, item.id)).toMatchObject({ pricePence: 2500, batch: 'B-77', ingredients: [{ name: 'Tretinoin', value: 0.025, unit: '%' }] });
      expect((await em().findOneOrFail(SubscriptionItem, items[0].id)).pricePence).toBe(items[0].pricePence);
      await form('subscription/add-item', { id: subscription.id, item_id: item.id }).expect(200);
      const stored = await em().find(SubscriptionItem, { subscription: subscription.id }, { orderBy: { position: 'desc' } });
      expect(stored[0].pricePence).toBe(2500);
      const entry = await em().findOneOrFail(AuditEntry, { subject: `treatment_item:${item.id}` }, { orderBy: { id: 'desc' } });
      expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'pricePence', from: String(original.pricePence), to: '2500' }]));
    } finally {
      await post('/v2/admin/form/treatment-item/update', { id: item.id, price_pence: original.pricePence, batch: original.batch ?? null, ingredients: original.ingredients }).expect(200);
    }
  });
});
