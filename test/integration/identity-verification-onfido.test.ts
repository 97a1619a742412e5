// First: Onfido's token, webhook secret and the stand-in's address must be in the environment before the app's modules load.
import { ONFIDO_STAND_IN_PORT } from '../support/onfido-stand-in-env';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { signWebhook } from '../../src/modules/verification/domain/onfido-webhook';
import { IdentityCheck } from '../../src/modules/verification/infrastructure/identity-check.entity';
import { customerInReview, identityCheckOf, type CustomerInReview } from '../support/identity-checks';
import { ONFIDO_STAND_IN, OnfidoStandIn } from '../support/onfido-stand-in';
import { createTestApp, ormOf } from '../support/test-app';

/** The Onfido adapter (fetch, API v3.6) against a local stand-in of Onfido's API, with its signed webhook. */
const standIn = new OnfidoStandIn(ONFIDO_STAND_IN_PORT);
let app: NestExpressApplication;

beforeAll(async () => {
  await standIn.start();
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await standIn.stop();
});

const em = () => ormOf(app).em.fork();

async function startCheck(customer: CustomerInReview): Promise<{ providerCheckId: string; captureUrl: string }> {
  const started = await customer.agent.post('/v2/profile/form/verify-identity').set('x-csrf-token', customer.csrfToken).send({ subscription_id: customer.subscriptionId }).expect(200);
  const check = await em().findOneOrFail(IdentityCheck, { userId: customer.userId });
  expect(started.body).toEqual({ status: 'awaiting_capture', capture_url: check.captureUrl });
  return { providerCheckId: check.providerCheckId, captureUrl: check.captureUrl };
}

/** What Onfido sends when the check completes: its body, signed with the webhook token. */
function deliver(checkId: string, result: string, secret = ONFIDO_STAND_IN.webhookSecret) {
  const raw = JSON.stringify({ payload: { resource_type: 'check', action: 'check.completed', object: { id: checkId, status: 'complete', result, completed_at_iso8601: new Date().toISOString(), href: `${standIn.origin}/v3.6/checks/${checkId}` } } });
  return request(app.getHttpServer()).post('/webhooks/identity-checks').set('Content-Type', 'application/json').set('X-SHA2-Signature', signWebhook(raw, secret)).send(raw);
}

it("creates the applicant and a check with both reports, and sends the patient to Onfido's hosted capture", async () => {
  const customer = await customerInReview(app);
  const { captureUrl } = await startCheck(customer);
  expect(captureUrl).toMatch(/^https:\/\/id\.onfido\.example\/chk_/);
  expect(standIn.applicants.at(-1)).toEqual({ first_name: 'Priya', last_name: 'Shah', dob: '1990-04-23' });
  expect(standIn.checkRequests.at(-1)).toMatchObject({ report_names: ['document', 'facial_similarity_photo'], applicant_provides_data: true });
  // Asking again sends them back to the same page, with no second applicant or check.
  await customer.agent.post('/v2/profile/form/verify-identity').set('x-csrf-token', customer.csrfToken).send({}).expect(200);
  expect(await em().count(IdentityCheck, { userId: customer.userId })).toBe(1);
});

it('clears the patient when Onfido reports clear, read back from its API', async () => {
  const customer = await customerInReview(app);
  const { providerCheckId } = await startCheck(customer);
  standIn.complete(providerCheckId, 'clear', 'clear');
  await deliver(providerCheckId, 'clear').expect(200);
  expect(await identityCheckOf(customer)).toMatchObject({ status: 'clear', provider: 'onfido', document_sub_result: 'clear' });
});

it("declines and refunds when the document report is 'suspected', whatever the webhook body claims", async () => {
  const customer = await customerInReview(app);
  const { providerCheckId } = await startCheck(customer);
  standIn.complete(providerCheckId, 'consider', 'suspected');
  // The body says clear; the adapter reads the check back, so only Onfido's own record decides.
  await deliver(providerCheckId, 'clear').expect(200);
  expect(await identityCheckOf(customer)).toMatchObject({ status: 'rejected', document_sub_result: 'suspected' });
  expect(await em().findOneOrFail(Subscription, customer.subscriptionId)).toMatchObject({ status: 'cancelled' });
  expect(await em().findOneOrFail(PaymentRecord, { subscriptionId: customer.subscriptionId })).toMatchObject({ status: 'refunded' });
});

it("sends a 'consider' with a 'caution' document to the staff queue", async () => {
  const customer = await customerInReview(app);
  const { providerCheckId } = await startCheck(customer);
  standIn.complete(providerCheckId, 'consider', 'caution');
  await deliver(providerCheckId, 'consider').expect(200);
  expect(await identityCheckOf(customer)).toMatchObject({ status: 'consider' });
});

it("refuses a delivery signed with another secret (the local verifier's, say), and a replay", async () => {
  const customer = await customerInReview(app);
  const { providerCheckId } = await startCheck(customer);
  standIn.complete(providerCheckId, 'clear', 'clear');
  expect((await deliver(providerCheckId, 'clear', 'local-identity-verifier-webhook-secret').expect(400)).body.error).toBe('VERIFICATION.BAD_SIGNATURE');
  expect(await identityCheckOf(customer)).toMatchObject({ status: 'awaiting_capture' });
  await deliver(providerCheckId, 'clear').expect(200);
  expect((await deliver(providerCheckId, 'clear').expect(409)).body.error).toBe('VERIFICATION.WEBHOOK_REPLAYED');
});
