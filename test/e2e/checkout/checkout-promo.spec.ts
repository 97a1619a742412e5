import { expectNoSeriousViolations } from '../support/accessibility';
import { TEST_CARDS } from '../support/cards';
import {
  addCard,
  applyPromo,
  choosePlan,
  completeDetailsAndAddress,
  customerWithPendingSubscription,
  expectOrderEmail,
  expectPaidAndOnProfile,
  openCheckout,
  payButton,
} from './checkout-helpers';
import { expect, test } from './checkout-test';

test('acne cream with DERMLOVE10: 20% off, the steps checked, paid with 4242 and on to the account', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await customerWithPendingSubscription(page, 'acne');

  // From the result page, as a customer comes: Proceed, then checkout.
  await page.goto('/v2/subscription/result');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v2\/subscription\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByRole('heading', { name: 'Acne Formula' })).toBeVisible();
  const total = page.getByTestId('checkout-total');
  await expect(total).toContainText('£48.40');
  await expect(summary.getByText('then £48.40 every 2 months')).toBeVisible();

  // Step 1: the names come from the account; a new account has no phone, which the server asks for.
  await expect(page.getByLabel('Legal first name')).toHaveValue('Priya');
  await expect(page.getByLabel('Legal last name')).toHaveValue('Shah');
  await page.getByLabel('Mobile phone number').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  const phone = page.getByLabel('Mobile phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid UK phone number\./);
  await expect(phone).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: /Patient Details/ })).toBeVisible();

  await phone.fill('07700 900123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your Address/ })).toBeFocused();
  // The address starts from the patient's details.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Priya');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Phone number')).toHaveValue('07700 900123');

  // A postcode the server refuses, then Back and Next again keep what was typed.
  await page.getByLabel('Address line 1').fill('12 Harley Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('NOT A CODE');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(/Please enter a valid UK postcode\./);
  await expect(page.getByLabel('Postcode')).toBeFocused();
  await page.getByRole('button', { name: /^Back/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Patient Details/ })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Address line 1')).toHaveValue('12 Harley Street');
  await page.getByLabel('Postcode').fill('w1g 9pf');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();

  // Kept on the account.
  const afterSteps = await (await page.request.get('/v2/subscription/checkout/data')).json();
  expect(afterSteps.user.phone.replace(/\s/g, '')).toMatch(/^(07700900123|\+447700900123)$/);
  expect(afterSteps.address).toMatchObject({ address_1: '12 Harley Street', city: 'London' });
  expect(afterSteps.address.postcode.replace(/\s/g, '').toUpperCase()).toBe('W1G9PF');

  // The promo box: Apply waits for a code; a code is trimmed and any case will do.
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Promo or referral code').fill('   ');
  await expect(apply).toBeDisabled();
  await applyPromo(page, '  dermlove10 ');
  await expect(summary.getByText('20% off your first order')).toBeVisible();
  await expect(summary.getByText('DERMLOVE10', { exact: true })).toBeVisible();
  await expect(summary.getByText(/first payment only/)).toBeVisible();
  await expect(total.locator('del')).toHaveText(/£48\.40/);
  await expect(total).toContainText('£38.72');
  await expect(summary.getByText('−£9.68')).toBeVisible();
  const priced = await (await page.request.get('/v2/subscription/checkout/data')).json();
  expect(priced.code.code).toBe('DERMLOVE10');
  expect(priced.price).toMatchObject({ original_pence: 4840, discount_pence: 968, total_pence: 3872 });

  // Remove, then apply again: the server's price each time.
  await summary.getByRole('button', { name: /Remove/ }).click();
  await expect(total.locator('del')).toHaveCount(0);
  await expect(total).toContainText('£48.40');
  expect((await (await page.request.get('/v2/subscription/checkout/data')).json()).code).toBeNull();
  await applyPromo(page, 'DERMLOVE10');
  await expect(total).toContainText('£38.72');

  // No saved card yet: Pay waits for one.
  await expect(payButton(page)).toBeDisabled();
  await expect(payButton(page)).toHaveText('Pay £38.72');
  await expect(page.getByText('Test mode: use 4242 4242 4242 4242')).toBeVisible();
  await expectNoSeriousViolations(page);

  await addCard(page, TEST_CARDS.succeeds);
  await expect(page.getByText('Payment method saved!')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await payButton(page).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£38.72');

  // The checkout was replaced in the history: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/v2\/subscription\/result$/);
});

test('the hormonal acne pill: DERMLOVE10 is refused for tablets and the full £80.00 is paid', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = await customerWithPendingSubscription(page, 'hormonal-acne');
  await choosePlan(page.request, 'Hormonal Acne Pill');
  await openCheckout(page);

  const summary = page.getByRole('complementary', { name: 'Your order' });
  const total = page.getByTestId('checkout-total');
  await expect(summary.getByRole('heading', { name: 'Hormonal Acne Pill' })).toBeVisible();
  await expect(total).toContainText('£80.00');

  await applyPromo(page, 'DERMLOVE10');
  const code = page.getByLabel('Promo or referral code');
  await expect(code).toHaveAccessibleDescription('DERMLOVE10 cannot be used on tablets.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expect(total).toContainText('£80.00');
  await expect(total.locator('del')).toHaveCount(0);
  const refused = await (await page.request.get('/v2/subscription/checkout/data')).json();
  expect(refused.code).toBeNull();
  expect(refused.price.total_pence).toBe(8000);

  // An unknown code gets the server's words too; typing again clears the message.
  await code.fill('NOSUCHCODE');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAccessibleDescription('Invalid promo code');

  // By keyboard: Enter submits each step.
  await page.getByLabel('Mobile phone number').fill('07700 900456');
  await page.getByLabel('Mobile phone number').press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Your Address/ })).toBeFocused();
  await page.getByLabel('Address line 1').fill('1 Deansgate');
  await page.getByLabel('Town or city').fill('Manchester');
  await page.getByLabel('Postcode').fill('M3 2BW');
  await page.getByLabel('Postcode').press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();

  await addCard(page, TEST_CARDS.succeeds);
  await expect(payButton(page)).toHaveText('Pay £80.00');
  await payButton(page).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£80.00');
});
