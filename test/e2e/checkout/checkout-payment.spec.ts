import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { saveCard, TEST_CARDS } from '../support/cards';
import {
  addCard,
  completeDetailsAndAddress,
  customerWithPendingSubscription,
  expectOrderEmail,
  expectPaidAndOnProfile,
  openCheckout,
  orderEmails,
  payButton,
  step,
} from './checkout-helpers';
import { expect, test } from './checkout-test';

async function expectStillPending(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/v2\/subscription\/checkout$/);
  const data = await page.request.get('/v2/subscription/checkout/data');
  expect(data.status()).toBe(200);
}

test('declined cards: refused when saved, or saved and then declined when charged; another card then pays', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await customerWithPendingSubscription(page, 'acne');
  await openCheckout(page);
  await completeDetailsAndAddress(page);

  // What is plainly incomplete is said beside each field, before anything is sent.
  await page.getByRole('button', { name: 'Save card' }).click();
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
  await expect(number).toBeFocused();
  await expect(page.getByLabel('Expiry date')).toHaveAccessibleDescription(/Your card's expiration date is incomplete\./);
  await expect(page.getByLabel('Security code (CVC)')).toHaveAccessibleDescription(/Your card's security code is incomplete\./);
  await expectNoSeriousViolations(page);

  // Refused by the provider when saved: its words under the button, no card kept.
  await addCard(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  expect((await (await page.request.get('/v2/subscription/checkout/data')).json()).methods).toHaveLength(0);

  // Saved, then declined when charged.
  await number.fill(TEST_CARDS.chargeDeclined);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment method saved!')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Visa ending in 0341/ })).toBeChecked();
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed: Your card was declined.' })).toBeVisible();
  await expectStillPending(page);
  expect(await orderEmails(page.request, email)).toHaveLength(0);

  // Another card: the saved cards are offered beside 'Add a new card'.
  await addCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Visa ending in 0341/ })).not.toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toHaveCount(0);
  await payButton(page).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£48.40');
});

test('a reload resumes at the first step not yet saved, with the newest saved card chosen', async ({ page }) => {
  const { email } = await customerWithPendingSubscription(page, 'acne');
  await openCheckout(page);
  await page.getByLabel('Mobile phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Address line 1')).toBeVisible();

  // The details are saved: a reload opens the address, not the details again.
  await page.reload();
  await expect(page.getByLabel('Address line 1')).toBeVisible();
  await expect(page.getByLabel('Mobile phone number')).toHaveCount(0);
  await expect(step(page, 'Patient Details')).toContainText('07700 900123');

  await page.getByLabel('Address line 1').fill('12 Harley Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('W1G 9PF');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
  await saveCard(page.request, '5555 5555 5555 4444');
  await saveCard(page.request, TEST_CARDS.succeeds);

  // Details and address saved, two cards on file: the payment step, the newest card chosen, Pay ready.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Mastercard ending in 4444/ })).not.toBeChecked();
  await expect(step(page, 'Your Address')).toContainText('12 Harley Street');
  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£48.40');
});

test('a card that needs the bank to check: failing the check fails the payment, completing it pays', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await customerWithPendingSubscription(page, 'acne');
  await openCheckout(page);
  await completeDetailsAndAddress(page);
  await addCard(page, TEST_CARDS.authentication);
  await expect(page.getByText('Payment method saved!')).toBeVisible();

  await payButton(page).click();
  const bank = page.getByRole('dialog', { name: "Your bank wants to check it's you" });
  await expect(bank).toBeVisible();
  await expect(bank).toContainText('£48.40');
  await expect(bank.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await bank.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(bank).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed: We are unable to authenticate' })).toBeVisible();
  await expectStillPending(page);

  // The same card again: a new attempt, and this time the check is passed.
  await payButton(page).click();
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£48.40');
});

test('pressing Pay twice quickly charges once', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await customerWithPendingSubscription(page, 'acne');
  await openCheckout(page);
  await completeDetailsAndAddress(page);
  await addCard(page, TEST_CARDS.succeeds);
  await expect(page.getByText('Payment method saved!')).toBeVisible();

  const charges: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v2/subscription/form/start-subscription')) charges.push(request.url());
  });
  await payButton(page).dblclick();
  await expectPaidAndOnProfile(page);
  expect(charges).toHaveLength(1);
  await expectOrderEmail(page.request, email, '£48.40');
  // Still one a moment later: the second press made no second payment.
  await page.waitForTimeout(1_500);
  expect(await orderEmails(page.request, email)).toHaveLength(1);

  // Nothing left to pay for: a friendly page that leads back to a consultation.
  await page.goto('/v2/subscription/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to pay for right now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free consultation' })).toHaveAttribute('href', '/consultation/generic');
});

test('a guest is sent to log in first and comes back to checkout', async ({ page }) => {
  await page.goto('/v2/subscription/checkout');
  await expect(page).toHaveURL(/\/v2\/login\?next=%2Fv2%2Fsubscription%2Fcheckout$/);
});
