import { test } from '@playwright/test';
import { CARD_EXPIRY, saveCard, TEST_CARDS } from '../support/cards';
import { signInAsAdmin } from '../support/demo-accounts';
import { chooseOption, customerWithSubscription, pickFromList } from './admin-helpers';
import { expect } from './expect';
import { keepScreenshot } from '../support/screenshots';

test.describe('Start Subscription (Admin)', () => {
  test("fetches the customer's cards once the email has an '@', enables Create only when all is set, and starts it", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await customerWithSubscription(baseURL!, testInfo);
    // The customer saves a card with the sandbox provider, as the checkout page does.
    await saveCard(customer.request, TEST_CARDS.succeeds, 'Priya Shah');

    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Start Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Subscription (Admin)' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('User email').fill(customer.email.split('@')[0]!);
    await expect(dialog.getByText('Enter the customer’s email first.')).toBeVisible();
    await dialog.getByLabel('User email').fill(customer.email);
    await chooseOption(page, 'Payment method', `VISA •••• 4242, ${CARD_EXPIRY.month}/${CARD_EXPIRY.year}, Priya Shah`);
    await expect(create).toBeDisabled();
    const start = dialog.getByLabel('Start date');
    await start.click();
    await start.fill(`01/02/${new Date().getFullYear() + 1}`);
    await start.press('Enter');
    await expect(create).toBeDisabled();
    await pickFromList(page, 'Glow Formula: Glow plan', async () => {
      await dialog.getByLabel('Treatment plan').click();
      await page.keyboard.type('Glow Formula');
    });
    await keepScreenshot(page, testInfo, 'start-subscription');
    await expect(create).toBeEnabled();
    await create.click();

    await expect(page).toHaveURL(/\/v2\/admin\/subscriptions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Glow Formula');
    // Waiting for a prescriber: nothing is charged or sent without a prescription.
    await expect(page.locator('header').getByText('Review', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next delivery' })).toContainText(`01/02/${new Date().getFullYear() + 1}`);
    await expect(page.getByRole('region', { name: 'Subscription history' })).toContainText('Started Glow Formula (Glow plan) for the customer');
    await customer.request.dispose();
  });
});
