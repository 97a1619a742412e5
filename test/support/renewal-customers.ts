import { answeringSafetyChecks } from './safety-answers';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from './billing-adapters';
import { customerWithProposal } from './consultation-answers';
import { ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from './test-app';

export type RenewalCustomer = Awaited<ReturnType<typeof customerWithProposal>> & { subscriptionId: number };

/** What the prescriber may set when approving: supplies authorised and the fewest days between them (the plan's defaults when left out). */
export type ApprovalTerms = { supplies_authorised?: number; min_interval_days?: number };

/**
 * A customer who went through the whole path today: consultation, checkout with a sandbox
 * card (passing the bank check when the card asks for one), and the prescriber's approval.
 */
export async function approvedCustomer(app: NestExpressApplication, card = '4242 4242 4242 4242', condition = 'acne', terms: ApprovalTerms = {}, prescriber?: StaffSession): Promise<RenewalCustomer> {
  const customer = await customerWithProposal(app, condition);
  await saveDeliveryAddress(customer);
  const saved = await sandboxBilling.saveCard(app, customer, card);
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: saved.payment_method }).expect(200)).body as { subscriptionId: number; clientSecret: string; status: string };
  if (started.status === 'requires_action') await sandboxBilling.authenticate(customer, started.clientSecret, '', true);
  await subscriptionForm(customer, 'confirm-subscription', { subscription: started.subscriptionId }).expect(200);
  const admin = prescriber ?? (await signedInPrescriber(app));
  await admin.agent.post('/v2/admin/form/review').set('x-csrf-token', admin.csrfToken).send(await answeringSafetyChecks(admin, { id: started.subscriptionId, approve: 1, signature_password: 'admin-demo-pass', ...terms })).expect(200);
  return { ...customer, subscriptionId: started.subscriptionId };
}

type StaffSession = Awaited<ReturnType<typeof signedInSession>>;

/**
 * The demo prescriber signed in, to approve many customers with one sign-in: staff sign-ins pass a
 * second factor, limited per account, and a run's files share the demo account's count.
 */
export const signedInPrescriber = (app: NestExpressApplication): Promise<StaffSession> => signedInSession(app, 'admin@example.com', 'admin-demo-pass');

export async function subscriptionOf(app: NestExpressApplication, subscriptionId: number): Promise<Subscription> {
  return ormOf(app).em.fork().findOneOrFail(Subscription, subscriptionId, { populate: ['items'] });
}

/** What another context's feature (postpone, pause, cancel, prescription dates) would have written. */
export async function changeSubscription(app: NestExpressApplication, subscriptionId: number, changes: Partial<Pick<Subscription, 'dueAt' | 'status' | 'pausedUntil' | 'prescriptionExpiresOn' | 'promotionCode' | 'referrerUserId'>>): Promise<void> {
  await ormOf(app).em.fork().nativeUpdate(Subscription, subscriptionId, changes);
}

/**
 * Stands in for time passing since the subscription's supplies so far: each is moved `days` back,
 * so the prescription's interval (56 days by default) no longer holds the next one.
 */
export async function suppliesMadeDaysAgo(app: NestExpressApplication, subscriptionId: number, days: number): Promise<void> {
  await ormOf(app)
    .em.fork()
    .getConnection()
    .execute(`update prescription_supply set supplied_on = supplied_on - ?::int where prescription_id in (select id from prescription where subscription_id = ?)`, [days, subscriptionId]);
}
