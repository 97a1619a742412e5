import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { checkedByPharmacist } from '../support/pharmacist-checks';
import { readPdfText } from '../support/read-pdf-text';
import { type Agent, createTestApp, eventually, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from '../support/test-app';
import { answeringSafetyChecks } from '../support/safety-answers';

/**
 * Issue 21 point 10: one shipment had four references ('Order #4' on the dispatch note, 'Ref order-2' on the
 * postal label, old-orders ID 6, script PRX2). Now each dispatch order has one, DO-000123, printed the same on
 * every paper in and on the parcel, and shown on the back office's screens beside the prescription's PRX.
 */
let app: NestExpressApplication;
let prescriber: { agent: Agent; csrfToken: string };
let shipped: { subscriptionId: number; itemId: number; email: string; reference: string; scriptRef: string; labelUrl: string };

const post = (session: { agent: Agent; csrfToken: string }, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};
const pdfText = async (path: string, query: object = {}) => (await readPdfText((await prescriber.agent.get(path).query(query).buffer(true).parse(binary).expect(200)).body as Buffer)).text;
/** Every order-like reference a paper carries: ours (DO-), the old forms ('#12', 'order-3') and the prescription's. */
const referencesIn = (text: string) => text.match(/DO-\d+|#\d+|order-\d+|PRX\d+/g) ?? [];

beforeAll(async () => {
  app = await createTestApp();
  prescriber = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
  const customer = await customerWithProposal(app, 'acne', { last_name: 'Onereference' });
  await saveDeliveryAddress(customer, 'Onereference');
  const card = await sandboxBilling.saveCard(app, customer, '4242424242424242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  const subscriptionId = started.subscriptionId as number;
  await post(prescriber, '/v2/admin/form/review', await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
  const em = ormOf(app).em.fork();
  const itemId = (await em.findOneOrFail(Subscription, subscriptionId, { populate: ['items'] })).items.getItems()[0].id;
  const prescription = await em.findOneOrFail(Prescription, { subscriptionId });
  await checkedByPharmacist(app, itemId);
  const { pdfUrl } = (await post(prescriber, '/v2/admin/form/ship', { id: itemId }).expect(200)).body;
  shipped = { subscriptionId, itemId, email: customer.email, reference: `DO-${String(itemId).padStart(6, '0')}`, scriptRef: `PRX${prescription.id}`, labelUrl: pdfUrl };
});
afterAll(async () => {
  await app.close();
});

it('prints the same one reference on the carrier label, the dispensing label, the dispatch note and the receipt', async () => {
  const papers = {
    'carrier label': await pdfText(shipped.labelUrl),
    'dispensing label': await pdfText('/v2/admin/form/ship/pdf/dispensing-label', { id: shipped.itemId }),
    'dispatch note': await pdfText('/v2/admin/form/ship/pdf/dispatch-note', { id: shipped.itemId }),
    receipt: await pdfText('/v2/admin/form/ship/pdf/receipt', { id: shipped.itemId }),
  };
  for (const [paper, text] of Object.entries(papers)) {
    expect({ paper, order: text.match(/Order:? (\S+)/)?.[1] }).toEqual({ paper, order: shipped.reference });
    // No second numbering of the same parcel: only the order's reference and, where printed, the prescription's.
    expect({ paper, references: [...new Set(referencesIn(text))].filter((reference) => reference !== shipped.scriptRef) }).toEqual({ paper, references: [shipped.reference] });
  }
  // The parcel's papers name the prescription they were dispensed against where the pharmacy needs it.
  expect(papers['dispensing label']).toContain(`Rx ${shipped.scriptRef}`);
  expect(papers['dispatch note']).toContain(shipped.scriptRef);
});

it('shows it on the dispatch list beside the PRX script reference, and finds the order by it', async () => {
  const byReference = (await prescriber.agent.get('/v2/admin/data/dispatch').query({ status: 'shipped', keyword: shipped.reference.toLowerCase() }).expect(200)).body;
  expect(byReference.data).toEqual([expect.objectContaining({ item_id: shipped.itemId, order_id: shipped.reference, script_ref: shipped.scriptRef, customer_name: 'Priya Onereference' })]);
  const detail = (await prescriber.agent.get(`/v2/admin/data/dispatch/items/${shipped.itemId}`).expect(200)).body;
  expect(detail.order).toMatchObject({ order_id: shipped.reference, script_ref: shipped.scriptRef });
});

it("shows it in the subscription's old orders, the customer's dispatch email and the subscription's history", async () => {
  const detail = (await prescriber.agent.get('/v2/admin/data/subscription').query({ id: shipped.subscriptionId }).expect(200)).body;
  expect(detail.oldOrders).toEqual([expect.objectContaining({ id: shipped.itemId, reference: shipped.reference, scriptRef: shipped.scriptRef, status: 'shipped' })]);
  const email = await eventually(async () => {
    const sent = (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: shipped.email })).body as { subject: string; text: string }[];
    return sent.find((each) => each.subject.startsWith('Your treatment is on its way'));
  });
  expect(email.subject).toBe(`Your treatment is on its way: order ${shipped.reference}`);
  const history = (await prescriber.agent.get('/v2/admin/data/audit').query({ subscription_id: shipped.subscriptionId }).expect(200)).body as { action: string; summary: string }[];
  expect(history.find((entry) => entry.action === 'fulfilment.item.shipped')!.summary).toMatch(new RegExp(`^Shipped item \\w+ as ${shipped.reference}$`));
});
