import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { submitConsultation } from '../support/consultation-by-api';
import { emailsTo } from '../support/mailbox';
import { signUpNewCustomer } from '../support/new-customer';
import { postAccepted } from '../support/session-api';

/** Getting a customer to checkout quickly (kit in ../support), and checkout's own screens. */

/** A new customer (female, so every plan suits) with a pending subscription for `type`. */
export async function customerWithPendingSubscription(page: Page, type = 'acne'): Promise<{ email: string }> {
  const customer = await signUpNewCustomer(page.request, type);
  await submitConsultation(page.request, type);
  return customer;
}

/** Switches the pending subscription to the plan whose treatment is `title`. */
export async function choosePlan(request: APIRequestContext, title: string): Promise<void> {
  const proposal = (await (await request.get('/v2/subscription/proposal')).json()) as {
    options: { planId: number; treatment: { title: string } }[];
  };
  const option = proposal.options.find((each) => each.treatment.title === title);
  expect(option, `a plan called ${title}`).toBeTruthy();
  await postAccepted(request, '/v2/subscription/proposal/plan', { plan_id: option!.planId });
}

export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/v2/subscription/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

export const step = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** Step 1 with a UK mobile number (a new account has none), then step 2 with an address. */
export async function completeDetailsAndAddress(page: Page): Promise<void> {
  await page.getByLabel('Mobile phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your Address/ })).toBeFocused();
  await page.getByLabel('Address line 1').fill('12 Harley Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('W1G 9PF');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
}

export async function applyPromo(page: Page, code: string): Promise<void> {
  await page.getByLabel('Promo or referral code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** Types a card into the sandbox form and saves it. */
export async function addCard(page: Page, number: string, name = 'Priya Shah'): Promise<void> {
  const newCard = page.getByRole('radio', { name: /Add a new card/ });
  if ((await newCard.count()) > 0) await newCard.check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: 'Save card' }).click();
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

export async function expectPaidAndOnProfile(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/v2\/profile$/, { timeout: 15_000 });
  // No pending subscription any more: the checkout and the proposal have nothing to show.
  expect((await page.request.get('/v2/subscription/checkout/data')).status()).toBe(404);
  expect((await page.request.get('/v2/subscription/proposal')).status()).toBe(404);
}

/** The order-confirmation emails sent to `email` (newest first). */
export async function orderEmails(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  return (await emailsTo(request, email)).filter((message) => /is with our prescriber/.test(message.subject));
}

/** Waits for the one order-confirmation email and checks the amount it says was paid. */
export async function expectOrderEmail(request: APIRequestContext, email: string, amount: string): Promise<void> {
  await expect.poll(async () => (await orderEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await orderEmails(request, email);
  expect(confirmation!.text).toContain(`${amount} paid`);
}
