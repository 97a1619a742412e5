import '../support/own-test-database'; // first: the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import { customerWithProposal } from '../support/consultation-answers';
import { approvedCustomer, subscriptionOf } from '../support/renewal-customers';
import { chargesFor, renewalsSettled, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { eventually, signedInSession, subscriptionForm } from '../support/test-app';

/** Order-risk flags on a renewal (issue 19): computed again after the renewal is paid, shown to staff, never holding the renewal back. */
const clock = new TestClock();
let app: NestExpressApplication;
useOwnBillingTestApp(clock, (created) => (app = created));

const address = { address_1: `${Math.floor(Math.random() * 1e8)} Renewal Row`, postcode: 'YO1 7HH', city: 'York' };
const giveAddress = (customer: Awaited<ReturnType<typeof customerWithProposal>>, lastName: string) =>
  subscriptionForm(customer, 'update-billing-info', { first_name: 'Priya', last_name: lastName, email: customer.email, contact_no: '07700 900123', ...address }).expect(200);

it('flags a renewal when another customer has moved in at the address since the review, and renews all the same', async () => {
  const patient = await approvedCustomer(app);
  await giveAddress(patient, 'Shah');
  const dueOn = (await subscriptionOf(app, patient.subscriptionId)).dueAt!;

  // After the approval, someone else gives the same address at checkout.
  const newcomer = await customerWithProposal(app, 'acne', { last_name: 'Newcomer' });
  await giveAddress(newcomer, 'Newcomer');

  clock.travelTo(dueOn);
  await sweep(app);
  await renewalsSettled(app);
  // Renewed: charged at checkout and on the due date; the flag did not hold it.
  expect(await chargesFor(app, patient.subscriptionId)).toHaveLength(2);

  const staff = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
  const flag = await eventually(async () => {
    const { flags } = (await staff.agent.get('/v2/admin/data/order-risk/flags').query({ subscription_id: patient.subscriptionId }).expect(200)).body as {
      flags: { id: number; kind: string; occasion: string; details: string; acknowledgedAt: string | null }[];
    };
    return flags.find((candidate) => candidate.occasion === 'renewal' && candidate.kind === 'same_address' && candidate.details.includes(`(account #${newcomer.userId})`));
  });
  expect(flag.acknowledgedAt).toBeNull();
  await eventually(async () => ((await subscriptionOf(app, patient.subscriptionId)).openRiskFlags > 0 ? true : undefined));

  // Staff acknowledge it from the panel, with a note; it is audited and the list count goes down.
  const before = (await subscriptionOf(app, patient.subscriptionId)).openRiskFlags;
  await staff.agent.post('/v2/admin/form/order-risk/acknowledge').set('x-csrf-token', staff.csrfToken).send({ flag_id: flag.id, note: 'Her daughter, registered with us separately.' }).expect(200);
  expect((await subscriptionOf(app, patient.subscriptionId)).openRiskFlags).toBe(before - 1);
  await staff.agent.post('/v2/admin/form/order-risk/acknowledge').set('x-csrf-token', staff.csrfToken).send({ flag_id: flag.id, note: 'Again.' }).expect(409);
  const history = (await staff.agent.get('/v2/admin/data/audit').query({ subscription_id: patient.subscriptionId }).expect(200)).body as { action: string; changes: unknown[] }[];
  expect(history).toContainEqual(expect.objectContaining({ action: 'order_risk.flag.acknowledged', changes: [{ field: 'note', from: null, to: 'Her daughter, registered with us separately.' }] }));
});
