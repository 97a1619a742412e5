import type { NestExpressApplication } from '@nestjs/platform-express';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { sandboxBilling } from './billing-adapters';
import { customerWithProposal, samplePhoto } from './consultation-answers';
import { eventually, ormOf, saveDeliveryAddress, subscriptionForm, type Agent } from './test-app';

type Session = { agent: Agent; csrfToken: string };
export type CustomerInReview = Session & { email: string; userId: number; subscriptionId: number };

/** A customer who paid at checkout (sandbox card), so their subscription waits for a prescriber: where identity verification starts. */
export async function customerInReview(app: NestExpressApplication): Promise<CustomerInReview> {
  const customer = await customerWithProposal(app, 'acne');
  await saveDeliveryAddress(customer);
  const saved = await sandboxBilling.saveCard(app, customer, '4242 4242 4242 4242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: saved.payment_method }).expect(200)).body as { subscriptionId: number };
  await subscriptionForm(customer, 'confirm-subscription', { subscription: started.subscriptionId }).expect(200);
  const user = await ormOf(app).em.fork().findOneOrFail(User, { email: customer.email });
  return { ...customer, userId: user.id, subscriptionId: started.subscriptionId };
}

export const uploadIdentityPhoto = (customer: Session, kind: string, photo: Buffer, filename = 'photo.jpg') =>
  customer.agent.post('/v2/profile/form/identity-photo').set('x-csrf-token', customer.csrfToken).field('kind', kind).attach('photo', photo, filename);

/** The local capture as the page does it: the document, the selfie, the name as printed. */
export async function verifyLocally(customer: CustomerInReview, documentName: string): Promise<void> {
  await uploadIdentityPhoto(customer, 'document', await samplePhoto({ withLocation: true })).expect(200);
  await uploadIdentityPhoto(customer, 'selfie', await samplePhoto()).expect(200);
  await customer.agent.post('/v2/profile/form/verify-identity').set('x-csrf-token', customer.csrfToken).send({ subscription_id: customer.subscriptionId, document_name: documentName }).expect(200);
}

export interface IdentityCheckView {
  check_id: number | null;
  status: string;
  document_sub_result: string | null;
  evidence: { id: string; kind: string; url: string }[];
  evidence_deleted: boolean;
}

export const identityCheckOf = async (customer: Session): Promise<IdentityCheckView> => (await customer.agent.get('/v2/profile/data/identity-check').expect(200)).body;

/** Waits for the local verifier's webhook (after commit, on the in-process worker) to decide the check. */
export const decidedCheckOf = (customer: Session) =>
  eventually(async () => {
    const check = await identityCheckOf(customer);
    return check.status === 'in_progress' || check.status === 'awaiting_capture' ? undefined : check;
  }, 20_000);
