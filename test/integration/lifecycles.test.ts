import { answeringSafetyChecks } from '../support/safety-answers';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { ReviewDecline } from '../../src/modules/prescribing/infrastructure/review-decline.entity';
import { PaymentRecord } from '../../src/modules/subscription/infrastructure/payment.entity';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { type Agent, createTestApp, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from '../support/test-app';
import { declining } from '../support/decline';

/**
 * The declared lifecycles (docs/subscription-lifecycle.md) through the API: a change the state
 * machine does not allow is refused with its 409 and leaves every record as it was.
 */

let app: NestExpressApplication;
let prescriber: { agent: Agent; csrfToken: string };

beforeAll(async () => {
  app = await createTestApp();
  prescriber = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
});
afterAll(async () => {
  await app.close();
});

const review = (body: object) => prescriber.agent.post('/v2/admin/form/review').set('x-csrf-token', prescriber.csrfToken).send(body);

/** A customer who paid at checkout: their treatment waits for the prescriber. */
async function paidTreatment(lastName: string) {
  const customer = await customerWithProposal(app, 'acne', { last_name: lastName });
  await saveDeliveryAddress(customer, lastName);
  const card = await sandboxBilling.saveCard(app, customer, '4242424242424242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  return { customer, subscriptionId: started.subscriptionId as number };
}

/** Everything a refused transition must leave untouched. */
async function recordsOf(subscriptionId: number) {
  const em = ormOf(app).em.fork();
  const subscription = await em.findOneOrFail(Subscription, subscriptionId, { populate: ['items'] });
  return {
    status: subscription.status,
    dueAt: subscription.dueAt,
    cancelledAt: subscription.cancelledAt,
    items: subscription.items.getItems().map((item) => item.status),
    payments: (await em.find(PaymentRecord, { subscriptionId }, { orderBy: { id: 'asc' } })).map((payment) => payment.status),
    prescriptions: await em.count(Prescription, { subscriptionId }),
    declines: await em.count(ReviewDecline, { subscriptionId }),
  };
}

describe('a transition the lifecycle does not allow', () => {
  it('is refused when a customer cancels a treatment still under review, and nothing changes', async () => {
    const { customer, subscriptionId } = await paidTreatment('Unreviewed');
    const before = await recordsOf(subscriptionId);
    expect(before).toMatchObject({ status: 'review', items: ['paid', 'upcoming'], payments: ['succeeded'] });

    const refused = await subscriptionForm(customer, 'cancel', { subscription: subscriptionId, reason: 'Changed my mind' }).expect(409);
    expect(refused.body).toMatchObject({ error: 'SUBSCRIPTION.ACTION_NOT_ALLOWED', message: 'Only an active treatment can be cancelled; this one is review.' });
    expect(await recordsOf(subscriptionId)).toEqual(before);
  });

  it('is refused when a prescriber declines a treatment already approved: nothing is refunded or recorded', async () => {
    const { subscriptionId } = await paidTreatment('Approved');
    await review(await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
    const before = await recordsOf(subscriptionId);
    expect(before).toMatchObject({ status: 'active', payments: ['succeeded'], prescriptions: 1, declines: 0 });

    const refused = await review(declining(subscriptionId, 'Second thoughts')).expect(409);
    expect(refused.body).toMatchObject({ error: 'SUBSCRIPTION.NOT_IN_REVIEW', message: 'Only a subscription under review can be approved or declined; this one is active.' });
    expect(await recordsOf(subscriptionId)).toEqual(before);
  });

  it("answers a decision on a subscription that does not exist with subscription's own 404", async () => {
    const refused = await review({ id: 2_000_000_000, approve: 1, gp_justification: 'Test patient: no GP step in this test.' }).expect(404);
    expect(refused.body).toMatchObject({ error: 'SUBSCRIPTION.NOT_FOUND', message: 'We could not find that subscription.' });
  });

  it('lets only one of two decisions made at the same moment through; the other is refused', async () => {
    const { subscriptionId } = await paidTreatment('Contested');
    const [approval, decline] = await Promise.all([review(await answeringSafetyChecks(prescriber, { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })), review(declining(subscriptionId, 'Not suitable'))]);
    expect([approval.status, decline.status].sort()).toEqual([200, 409]);
    const refused = approval.status === 409 ? approval : decline;
    expect(refused.body.error).toBe('SUBSCRIPTION.NOT_IN_REVIEW');

    const after = await recordsOf(subscriptionId);
    if (approval.status === 200) expect(after).toMatchObject({ status: 'active', payments: ['succeeded'], prescriptions: 1, declines: 0 });
    else expect(after).toMatchObject({ status: 'cancelled', payments: ['refunded'], prescriptions: 0, declines: 1 });
  });
});
