import { saveSandboxCard } from './billing-adapters';
import { customerWithProposal } from './consultation-answers';
import { type ShopUnderTest, sqlOn } from './shop-under-test';
import { saveDeliveryAddress, subscriptionForm } from './test-app';

/** A customer who has paid with DERMLOVE10 at checkout (address given), their subscription waiting for review; `itemId` is its first supply. */
export async function paidSubscriptionInReview(shop: ShopUnderTest, lastName: string) {
  const customer = await customerWithProposal(shop, 'acne', { last_name: lastName });
  await subscriptionForm(customer, 'apply-code', { code: 'DERMLOVE10' }).expect(200);
  await saveDeliveryAddress(customer, lastName);
  const card = await saveSandboxCard(customer, '4242424242424242');
  const subscriptionId = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body.subscriptionId as number;
  const [first] = await sqlOn<{ id: number }>(shop, 'select id from subscription_item where subscription_id = ? order by position, id limit 1', [subscriptionId]);
  return { customer, subscriptionId, itemId: first!.id };
}
