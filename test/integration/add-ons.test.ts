import '../support/check-in-env/off';
// These renewals are about what goes in the box: the clinical check-in gate (check-ins.test.ts) is off here.
import '../support/own-test-database'; // the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { PublicDataVersion } from '../../src/shared/public-reads/public-data-version';
import { checkedByPharmacist, pharmacistSession } from '../support/pharmacist-checks';
import { readPdfText } from '../support/read-pdf-text';
import { sandboxBilling } from '../support/billing-adapters';
import { approvedCustomer, changeSubscription, signedInPrescriber, subscriptionOf, suppliesMadeDaysAgo, type RenewalCustomer } from '../support/renewal-customers';
import { chargesFor, emailArrives, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { type Agent, eventually, ormOf, signedInSession, subscriptionForm } from '../support/test-app';

/**
 * Add-ons in the same box (issue 22): a booster the customer adds from the account is charged with
 * the next renewal, shipped in the same box, listed on the dispatch note and receipt, kept out of
 * the POM register, and taken off the shelf count when it ships. Sandbox gateway, real PostgreSQL
 * and Redis, the workers in-process, on a clock the test moves.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));
// Renewals here are about the boxes' add-ons, not the acne formula's antibiotic course (26 weeks,
// supply-authority.test.ts): in this file's own database the formula has no course limit.
beforeAll(() => ormOf(app).em.fork().nativeUpdate(TreatmentItem, { code: { $in: ['810C', '811C'] } }, { maxCourseDays: null }));

type Session = { agent: Agent; csrfToken: string };
type AddOnOffer = { catalogue_item_id: number; code: string; name: string; price_pence: number; in_stock: boolean };

const post = (session: Session, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function offers(): Promise<Record<string, AddOnOffer>> {
  const { data } = (await request(app.getHttpServer()).get('/catalogue/add-ons').expect(200)).body as { data: AddOnOffer[] };
  return Object.fromEntries(data.map((offer) => [offer.code, offer]));
}

/** The shelf: packs on hand, and those reserved for charged boxes not yet shipped. */
const stockOf = async (code: string) => {
  const item = await ormOf(app).em.fork().findOneOrFail(TreatmentItem, { code });
  return { onHand: item.stockOnHand, reserved: item.stockReserved };
};
/**
 * A recount as staff make it: the shelf holds `available` packs to sell besides those reserved for
 * charged boxes, and the public data version moves on as a staff edit's flush moves it.
 */
const setAvailable = async (code: string, available: number) => {
  await ormOf(app).em.fork().getConnection().execute('update treatment_item set stock_on_hand = stock_reserved + ? where code = ?', [available, code]);
  await app.get(PublicDataVersion).bump();
};
const serumOnShop = async () =>
  ((await request(app.getHttpServer()).get('/catalogue/shop').expect(200)).body as { categories: { items: { slug: string; buttonLabel: string }[] }[] }).categories
    .flatMap((category) => category.items)
    .find((item) => item.slug === 'vitamin-c-serum')!;
type AccountCard = { id: number; add_ons: { id: number; code: string; frequency: string }[]; sold_out_add_ons: { code: string; name: string }[] };
const accountCard = async (customer: RenewalCustomer) =>
  ((await customer.agent.get('/v2/profile/data/subscriptions').expect(200)).body.subscriptions as AccountCard[]).find((each) => each.id === customer.subscriptionId)!;
const addOnsOnCard = async (customer: RenewalCustomer) => (await accountCard(customer)).add_ons;

it('lists the boosters sold as add-ons, in stock, and the shop offers them for the next box', async () => {
  const available = await offers();
  expect(available['880S']).toMatchObject({ name: 'Vitamin C 20% serum', price_pence: 3900, in_stock: true });
  expect(available['882S']).toMatchObject({ name: 'Hyaluronic acid 2% serum', price_pence: 2900, in_stock: true });
  const shop = (await request(app.getHttpServer()).get('/catalogue/shop').expect(200)).body as { categories: { key: string; items: { slug: string; buttonLabel: string; buttonHref: string | null }[] }[] };
  const boosters = shop.categories.find((category) => category.key === 'routine-boosters')!.items;
  expect(boosters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ slug: 'vitamin-c-serum', buttonLabel: 'Add to your next box', buttonHref: '/v2/profile' }),
      expect.objectContaining({ slug: 'hyaluronic-serum', buttonLabel: 'Add to your next box', buttonHref: '/v2/profile' }),
    ]),
  );
});

it('charges a once and an every-delivery add-on with the renewal, ships them in its box, lists them on its documents and keeps them out of the register', async () => {
  const customer = await approvedCustomer(app);
  // Checked out with DERMLOVE10: 20% off the first order only (spec), so no renewal, add-ons or not, carries it.
  await changeSubscription(app, customer.subscriptionId, { promotionCode: 'DERMLOVE10' });
  const { '880S': serum, '882S': hyaluronic } = await offers();
  const hyaluronicStock = await stockOf('882S');

  await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(200);
  const added = await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: hyaluronic.catalogue_item_id, frequency: 'every-delivery' }).expect(200);
  expect(added.body).toMatchObject({ code: '882S', price_pence: 2900, frequency: 'every-delivery' });
  // Once each; another customer's subscription is not found; a made-up frequency is named.
  expect((await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(409)).body.message).toBe(
    'Vitamin C 20% serum is already in your next box.',
  );
  const stranger = await approvedCustomer(app);
  await subscriptionForm(stranger, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(404);
  const badFrequency = await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'weekly' }).expect(400);
  expect(badFrequency.body.fields.frequency).toEqual(["Please choose 'Once' or 'Every delivery'."]);
  await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: 999999, frequency: 'once' }).expect(404);
  expect((await addOnsOnCard(customer)).map((addOn) => [addOn.code, addOn.frequency])).toEqual([
    ['880S', 'once'],
    ['882S', 'every-delivery'],
  ]);

  // The renewal: the supply and both add-ons in one charge, at full price (DERMLOVE10 was the first order's).
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  clock.travelTo(dueOn);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840 + 3900 + 2900]);
  const renewed = await subscriptionOf(app, customer.subscriptionId);
  const supply = renewed.items.getItems()[1];
  const payment = await ormOf(app).em.fork().findOneOrFail(PaymentRecord, { subscriptionItemId: supply.id, status: 'succeeded' });
  expect(payment).toMatchObject({ originalPence: 11640, discountPence: 0, amountPence: 11640 });
  expect(payment.promotionCode ?? null).toBeNull();
  // The supply's own paid price, as staff see it and the register records it: the add-ons are not the medicine's.
  expect(supply.transactionPricePence).toBe(4840);
  expect(payment.addOnLines.map((line) => [line.code, line.pricePence])).toEqual([
    ['880S', 3900],
    ['882S', 2900],
  ]);
  const receiptEmail = await emailArrives(app, customer.email, /^Receipt: £116\.40 for your Acne formula, Vitamin C 20% serum, Hyaluronic acid 2% serum$/);
  expect(receiptEmail.text).not.toContain('Out of stock');
  // A pack of each is reserved for this box when it is charged.
  expect(payment.addOnStock).toBe('reserved');
  expect(await stockOf('882S')).toEqual({ onHand: hyaluronicStock.onHand, reserved: hyaluronicStock.reserved + 1 });
  // 'Once' is used up by this renewal; 'every delivery' stays for the next box.
  expect((await addOnsOnCard(customer)).map((addOn) => addOn.code)).toEqual(['882S']);

  // The box: the dispatch list shows the add-ons beside the supply; it ships once, and the shelf counts go down.
  const pharmacist = await pharmacistSession(app);
  const row = (await pharmacist.agent.get(`/v2/admin/data/dispatch/items/${supply.id}`).expect(200)).body.order;
  expect(row.add_ons).toEqual(['[880S] Vitamin C 20% serum', '[882S] Hyaluronic acid 2% serum']);
  await checkedByPharmacist(app, supply.id, pharmacist);
  // The last serum on the shelf is the one reserved for this box: none is left to sell, and shipping takes it off both counts.
  await setAvailable('880S', 0);
  const serumBeforeShip = await stockOf('880S');
  expect((await serumOnShop()).buttonLabel).toBe('Out of stock');
  await post(pharmacist, '/v2/admin/form/ship', { id: supply.id }).expect(200);
  expect([await stockOf('880S'), await stockOf('882S')]).toEqual([
    { onHand: serumBeforeShip.onHand - 1, reserved: serumBeforeShip.reserved - 1 },
    { onHand: hyaluronicStock.onHand - 1, reserved: hyaluronicStock.reserved },
  ]);
  // Shipped once: a second press is refused and takes nothing more.
  await post(pharmacist, '/v2/admin/form/ship', { id: supply.id }).expect(409);
  expect((await stockOf('882S')).onHand).toBe(hyaluronicStock.onHand - 1);
  expect((await serumOnShop()).buttonLabel).toBe('Out of stock');
  await setAvailable('880S', 50);

  const pdf = async (type: string) => {
    const response = await pharmacist.agent.get(`/v2/admin/form/ship/pdf/${type}`).query({ id: supply.id }).buffer(true).parse(binary).expect(200);
    return (await readPdfText(response.body as Buffer)).text;
  };
  const note = await pdf('dispatch-note');
  for (const expected of ['[811C] Acne formula', 'Add-on', '[880S] Vitamin C 20% serum', '[882S] Hyaluronic acid 2% serum']) expect(note).toContain(expected);
  const receipt = await pdf('receipt');
  for (const expected of ['[811C] Acne formula', '£48.40', '[880S] Vitamin C 20% serum (add-on)', '£39.00', '[882S] Hyaluronic acid 2% serum (add-on)', '£29.00', 'Total paid £116.40'])
    expect(receipt).toContain(expected);

  // The POM register has the prescribed supply, at its own price, and nothing of the add-ons; nor does its export.
  const prescription = await ormOf(app).em.fork().findOneOrFail(Prescription, { subscriptionId: customer.subscriptionId });
  const entries = await ormOf(app).em.fork().find(PomRegisterEntry, { prescriptionId: prescription.id });
  expect(entries.map((entry) => [entry.itemCode, entry.finalPricePence])).toEqual([['811C', 4840]]);
  const admin = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
  const register = (await admin.agent.get('/v2/admin/data/pom').query({ id: `PRX${prescription.id}` }).expect(200)).body as { data: { item_code?: string; drug?: string; final_price_pence: number }[] };
  expect(JSON.stringify(register)).not.toMatch(/880S|882S|Vitamin C|Hyaluronic acid 2%/);
  expect(register.data.map((entry) => entry.final_price_pence)).toContain(4840);
  // The export's job is kept for its owner by the real clock (BullMQ stamps it), so it is asked for on today's.
  clock.reset();
  const { job_id: jobId } = (await post(admin, '/v2/admin/form/pom/export', { id: `PRX${prescription.id}` }).expect(200)).body;
  const done = await eventually(async () => {
    const status = (await admin.agent.get(`/v2/admin/data/pom/export/${jobId}`).expect(200)).body;
    return status.state === 'completed' ? status : undefined;
  }, 20_000);
  const file = await admin.agent.get(done.download_url).buffer(true).parse(binary).expect(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file.body as Buffer).buffer);
  const cells: string[] = [];
  workbook.getWorksheet('POM register')!.eachRow((sheetRow) => sheetRow.eachCell((cell) => cells.push(String(cell.value))));
  expect(cells.join(' ')).toContain(`PRX${prescription.id}`);
  expect(cells.join(' ')).not.toMatch(/880S|882S|Vitamin C|Hyaluronic acid 2%/);

  // The admin treatment plan: the add-ons as items of their own, with the supply whose box carried them, and the one waiting.
  const detail = (await admin.agent.get('/v2/admin/data/subscription').query({ id: customer.subscriptionId }).expect(200)).body;
  expect(detail.subscription.addOns).toEqual([
    { code: '880S', name: 'Vitamin C 20% serum', pricePence: 3900, frequency: 'once', supplyItemId: supply.id, boxReference: row.order_id },
    { code: '882S', name: 'Hyaluronic acid 2% serum', pricePence: 2900, frequency: 'every-delivery', supplyItemId: supply.id, boxReference: row.order_id },
    { code: '882S', name: 'Hyaluronic acid 2% serum', pricePence: 2900, frequency: 'every-delivery', supplyItemId: null, boxReference: null },
  ]);

  // The next renewal: the every-delivery add-on again, the used-up one not.
  clock.travelTo(renewed.dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 11640, 4840 + 2900]);

  // Removed before the box after that: the renewal then charges the supply alone.
  const [every] = await addOnsOnCard(customer);
  await subscriptionForm(customer, 'remove-add-on', { subscription: customer.subscriptionId, add_on: every.id }).expect(200);
  await subscriptionForm(customer, 'remove-add-on', { subscription: customer.subscriptionId, add_on: every.id }).expect(404);
  expect(await addOnsOnCard(customer)).toEqual([]);
  clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 11640, 7740, 4840]);
});

it("shows 'Out of stock' at 0 and refuses to add it with a 409; an add-on the shelf ran out of is not charged and waits for the next box", async () => {
  const customer = await approvedCustomer(app);
  const { '880S': serum, '882S': hyaluronic } = await offers();
  await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: hyaluronic.catalogue_item_id, frequency: 'once' }).expect(200);
  try {
    await setAvailable('880S', 0);
    await setAvailable('882S', 0);
    expect((await offers())['880S'].in_stock).toBe(false);
    const shop = (await request(app.getHttpServer()).get('/catalogue/shop').expect(200)).body as { categories: { items: { slug: string; buttonLabel: string; buttonHref: string | null }[] }[] };
    expect(shop.categories.flatMap((category) => category.items).find((item) => item.slug === 'vitamin-c-serum')).toMatchObject({ buttonLabel: 'Out of stock', buttonHref: null });
    const refused = await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(409);
    expect(refused.body).toMatchObject({ error: 'SUBSCRIPTION.ADD_ON_OUT_OF_STOCK', message: 'Vitamin C 20% serum is out of stock.' });

    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
    expect((await addOnsOnCard(customer)).map((addOn) => addOn.code)).toEqual(['882S']);
  } finally {
    await setAvailable('880S', 50);
    await setAvailable('882S', 50);
  }
});

it('refuses add-ons for a treatment that is not running', async () => {
  const customer = await approvedCustomer(app);
  await changeSubscription(app, customer.subscriptionId, { status: 'cancelled' });
  const { '880S': serum } = await offers();
  const refused = await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(409);
  expect(refused.body.message).toBe('Add-ons go in the box of an active treatment; this one is cancelled.');
});

describe('add-on packs reserved when charged', () => {
  type StaffSession = Awaited<ReturnType<typeof signedInPrescriber>>;
  let staff: StaffSession;
  beforeAll(async () => {
    // One sign-in for every customer these tests approve: the demo prescriber's second factor is limited.
    staff = await signedInPrescriber(app);
  });

  const SOLD_OUT_RECEIPT = 'Out of stock, so not in this box and not charged: Vitamin C 20% serum.';
  const pressSendNow = (customer: RenewalCustomer & { dueOn: string }) => subscriptionForm(customer, 'send-now', { subscription: customer.subscriptionId, due_on: customer.dueOn });
  const renewalOf = async (customer: RenewalCustomer) => (await ormOf(app).em.fork().find(PaymentRecord, { subscriptionId: customer.subscriptionId, dueOn: { $ne: null } }, { orderBy: { id: 'desc' } }))[0];
  const serumInStock = async () => (await offers())['880S'].in_stock;

  /** An approved customer with the serum in their next box, whose last supply went out 60 days ago (past the prescription's 56), next due in 20 days. */
  async function readyWithSerum(card = '4242 4242 4242 4242'): Promise<RenewalCustomer & { dueOn: string }> {
    const customer = await approvedCustomer(app, undefined, undefined, undefined, staff);
    await suppliesMadeDaysAgo(app, customer.subscriptionId, 60);
    const dueOn = clock.daysFromToday(20);
    await changeSubscription(app, customer.subscriptionId, { dueAt: dueOn });
    if (card !== '4242 4242 4242 4242') {
      const saved = await sandboxBilling.saveCard(app, customer, card);
      await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: saved.payment_method }).expect(200);
    }
    const { '880S': serum } = await offers();
    await subscriptionForm(customer, 'add-on', { subscription: customer.subscriptionId, catalogue_item_id: serum.catalogue_item_id, frequency: 'once' }).expect(200);
    return { ...customer, dueOn };
  }

  async function customersWithSerum(count: number): Promise<(RenewalCustomer & { dueOn: string })[]> {
    const ready: (RenewalCustomer & { dueOn: string })[] = [];
    while (ready.length < count) ready.push(...(await Promise.all(Array.from({ length: Math.min(5, count - ready.length) }, () => readyWithSerum()))));
    return ready;
  }

  it('of 20 customers pressing send-now at once for the last serum, charges and ships exactly one; the others get their supply without it, are not charged for it and are told', async () => {
    const customers = await customersWithSerum(20);
    await setAvailable('880S', 1);
    const before = await stockOf('880S');
    expect(before).toEqual({ onHand: 1, reserved: 0 });
    expect((await serumOnShop()).buttonLabel).toBe('Add to your next box');

    const presses = await Promise.all(customers.map(pressSendNow));
    // The renewal itself goes ahead for everyone: the serum running out holds no one's prescription supply back.
    expect(presses.map((press) => [press.status, press.body.outcome])).toEqual(customers.map(() => [200, 'paid']));

    const renewals = await Promise.all(customers.map(renewalOf));
    const withSerum = renewals.filter((payment) => payment.addOnLines.length > 0);
    expect(withSerum.map((payment) => [payment.amountPence, payment.addOnLines.map((line) => line.code), payment.addOnStock])).toEqual([[4840 + 3900, ['880S'], 'reserved']]);
    const lucky = customers.find((customer) => customer.subscriptionId === withSerum[0].subscriptionId)!;
    const others = customers.filter((customer) => customer !== lucky);
    for (const customer of others) {
      expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
      const payment = renewals.find((each) => each.subscriptionId === customer.subscriptionId)!;
      expect([payment.addOnLines, payment.soldOutAddOns.map((addOn) => addOn.code), payment.addOnStock ?? null]).toEqual([[], ['880S'], null]);
    }
    expect(await chargesFor(app, lucky.subscriptionId)).toEqual([4840, 8740]);
    // The last pack is reserved: none left to sell, and the shop (its answer kept) says so once the charge commits.
    expect(await stockOf('880S')).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
    expect(await serumInStock()).toBe(false);
    expect((await serumOnShop()).buttonLabel).toBe('Out of stock');

    // Told: on the receipt, and on the account, where the serum stays in the box for the next delivery.
    const luckyReceipt = await emailArrives(app, lucky.email, /^Receipt: £87\.40 for your Acne formula, Vitamin C 20% serum$/);
    expect(luckyReceipt.text).not.toContain('Out of stock');
    expect((await accountCard(lucky)).sold_out_add_ons).toEqual([]);
    for (const customer of others) {
      const receipt = await emailArrives(app, customer.email, /^Receipt: £48\.40 for your Acne formula$/);
      expect(receipt.text).toContain(SOLD_OUT_RECEIPT);
      const card = await accountCard(customer);
      expect(card.sold_out_add_ons).toEqual([{ code: '880S', name: 'Vitamin C 20% serum' }]);
      expect(card.add_ons.map((addOn) => addOn.code)).toEqual(['880S']);
    }

    // Every box through the pharmacist's checks and Ship: exactly one serum leaves, and the shelf ends empty with nothing reserved.
    const pharmacist = await pharmacistSession(app);
    const shippedAddOns: string[][] = [];
    for (const customer of customers) {
      const supplyId = renewals.find((each) => each.subscriptionId === customer.subscriptionId)!.subscriptionItemId!;
      shippedAddOns.push((await pharmacist.agent.get(`/v2/admin/data/dispatch/items/${supplyId}`).expect(200)).body.order.add_ons);
      await checkedByPharmacist(app, supplyId, pharmacist);
      await post(pharmacist, '/v2/admin/form/ship', { id: supplyId }).expect(200);
    }
    expect(shippedAddOns.filter((addOns) => addOns.length > 0)).toEqual([['[880S] Vitamin C 20% serum']]);
    expect(await stockOf('880S')).toEqual({ onHand: 0, reserved: 0 });
    expect((await renewalOf(lucky)).addOnStock).toBe('taken');
    expect(await serumInStock()).toBe(false);
    await setAvailable('880S', 50);
  }, 240_000);

  it('gives the pack back when the payment is declined, and keeps it for a paid box the status select cannot cancel', async () => {
    const [declining, cancelled] = await Promise.all([readyWithSerum('4000 0000 0000 0341'), readyWithSerum()]);
    await setAvailable('880S', 1);
    const before = await stockOf('880S');

    // Declined: the serum was in the charge the card refused; its pack is back on sale at once.
    expect((await pressSendNow(declining).expect(200)).body.outcome).toBe('declined');
    const declined = await renewalOf(declining);
    expect([declined.status, declined.addOnLines.map((line) => line.code), declined.addOnStock]).toEqual(['failed', ['880S'], 'released']);
    expect(await stockOf('880S')).toEqual(before);
    expect(await serumInStock()).toBe(true);

    // The other customer's box takes that pack. A paid box cannot be cancelled or refunded from the
    // status select (no refund stands behind it): refused, and its pack stays reserved.
    expect((await pressSendNow(cancelled).expect(200)).body.outcome).toBe('paid');
    const paid = await renewalOf(cancelled);
    expect(paid.addOnLines.map((line) => line.code)).toEqual(['880S']);
    expect(await stockOf('880S')).toEqual({ ...before, reserved: before.reserved + 1 });
    expect((await serumOnShop()).buttonLabel).toBe('Out of stock');
    for (const status of ['cancelled', 'refunded']) {
      await post(staff, '/v2/admin/form/subscription/update-item-status', { id: paid.subscriptionItemId, status }).expect(409);
    }
    expect(await stockOf('880S')).toEqual({ ...before, reserved: before.reserved + 1 });
    expect((await renewalOf(cancelled)).addOnStock).toBe('reserved');

    // A pack arrives on the shelf.
    await setAvailable('880S', 1);
    expect((await serumOnShop()).buttonLabel).toBe('Add to your next box');

    // The declining customer's retry with a good card reserves the pack again and is charged for it.
    const saved = await sandboxBilling.saveCard(app, declining, '4242 4242 4242 4242');
    await subscriptionForm(declining, 'change-payment-method', { subscription: declining.subscriptionId, payment_method: saved.payment_method }).expect(200);
    await eventually(async () => ((await subscriptionOf(app, declining.subscriptionId)).status === 'active' ? true : undefined));
    expect(await chargesFor(app, declining.subscriptionId)).toEqual([4840, 8740]);
    expect(await stockOf('880S')).toEqual({ onHand: before.onHand + 1, reserved: before.reserved + 2 });
    await setAvailable('880S', 50);
  }, 120_000);

  it("keeps the pack while the customer's bank asks them to authenticate, and gives it back when staff cancel that supply", async () => {
    const waiting = await readyWithSerum('4000 0027 6000 3184');
    const before = await stockOf('880S');
    expect((await pressSendNow(waiting).expect(200)).body.outcome).toBe('needs-authentication');
    expect((await renewalOf(waiting)).addOnStock).toBe('reserved');
    expect(await stockOf('880S')).toEqual({ ...before, reserved: before.reserved + 1 });

    const payment = await renewalOf(waiting);
    await post(staff, '/v2/admin/form/subscription/update-item-status', { id: payment.subscriptionItemId, status: 'cancelled' }).expect(200);
    expect((await renewalOf(waiting)).addOnStock).toBe('released');
    expect(await stockOf('880S')).toEqual(before);
  });

  it('shows staff what is on hand, reserved and available for each add-on', async () => {
    await setAvailable('880S', 7);
    const { onHand, reserved } = await stockOf('880S');
    const catalogue = (await staff.agent.get('/v2/admin/data/treatments').expect(200)).body as { plans: { items: { code: string; stock: unknown }[] }[] }[];
    const items = catalogue.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items));
    expect(items.find((item) => item.code === '880S')!.stock).toEqual({ onHand, reserved, available: 7 });
    // A prescription item has no shelf count of its own here.
    expect(items.find((item) => item.code === '811C')!.stock).toBeNull();
    await setAvailable('880S', 50);
  });
});
