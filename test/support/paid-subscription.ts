import type { NestExpressApplication } from '@nestjs/platform-express';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from './billing-adapters';
import { customerWithProposal } from './consultation-answers';
import { ormOf, saveDeliveryAddress, subscriptionForm } from './test-app';

/** A customer who has paid with DERMLOVE10 at checkout (address given), their subscription waiting for review. */
export async function paidSubscriptionInReview(app: NestExpressApplication, lastName: string) {
  const customer = await customerWithProposal(app, 'acne', { last_name: lastName });
  await subscriptionForm(customer, 'apply-code', { code: 'DERMLOVE10' }).expect(200);
  await saveDeliveryAddress(customer, lastName);
  const card = await sandboxBilling.saveCard(app, customer, '4242424242424242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  const subscription = await ormOf(app).em.fork().findOneOrFail(Subscription, started.subscriptionId as number, { populate: ['items'] });
  return { customer, subscriptionId: subscription.id, itemId: subscription.items.getItems()[0].id };
}
