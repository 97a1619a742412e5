import { expect } from '@playwright/test';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { testFromOwnAddresses } from '../support/client-address';
import { signInAsAdmin } from '../support/demo-accounts';
import { customerDashboard, verifyIdentity } from '../support/patient-safety-steps';
import { keepScreenshot } from '../support/screenshots';

/**
 * Identity verification with the local verifier (docs/patient-safety.md): the customer gives
 * their document and a selfie on the shop's capture page, the result arrives by the signed
 * webhook, and the prescriber or staff see it with the photos.
 */
const test = testFromOwnAddresses({ desktop: '203.0.113.121', mobile: '203.0.113.131' });

test('a customer verifies on the capture page and the prescriber sees it clear, with the photos', { tag: '@responsive' }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  const dashboard = await customerDashboard(browser, testInfo, customer);
  await verifyIdentity(dashboard, customer.name, (screen) => keepScreenshot(dashboard, testInfo, `identity-${screen}`));
  await expect(dashboard.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(dashboard, testInfo, 'identity-capture-verified');
  await dashboard.getByRole('link', { name: 'Back to your account' }).click();
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expect(dashboard.getByRole('region', { name: 'Verify your identity' })).toHaveCount(0);

  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const panel = page.getByRole('region', { name: 'Identity check' });
  await expect(panel.getByText('Verified (clear)')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Identity document' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Selfie' })).toBeVisible();
  await expect(panel.getByText(customer.name)).toBeVisible();
  await keepScreenshot(page, testInfo, 'identity-review-panel');
  // Verified: the approve dialog asks for no reason.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  await expect(approveDialog.getByLabel('Your password')).toBeVisible();
  await expect(approveDialog.getByLabel('Reason for approving without a verified identity')).toHaveCount(0);
  await customer.request.dispose();
});

test("a name that does not match goes to staff, who see the photos and clear it", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  const dashboard = await customerDashboard(browser, testInfo, customer);
  await verifyIdentity(dashboard, 'Someone Else Entirely');
  await expect(dashboard.getByRole('heading', { name: 'Thank you, we have your photos' })).toBeVisible({ timeout: 20_000 });

  // Until staff decide, the prescriber is asked for a reason to approve.
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  await expect(page.getByRole('region', { name: 'Identity check' }).getByText('Needs a manual review (consider)')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  await expect(approveDialog.getByLabel('Reason for approving without a verified identity')).toBeVisible();
  await approveDialog.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('link', { name: 'Decide it in Identity checks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
  const card = page.getByRole('article', { name: `Identity check of ${customer.name}` });
  await expect(card.getByText('Someone Else Entirely')).toBeVisible();
  await expect(card.getByRole('img', { name: `Identity document of ${customer.name}` })).toBeVisible();
  await keepScreenshot(page, testInfo, 'identity-manual-review-queue');
  await card.getByRole('button', { name: 'Mark clear' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${customer.name}'s identity clear?` });
  await dialog.getByRole('button', { name: 'Mark clear' }).click();
  await expect(dialog.getByText('Write a note saying what you saw.')).toBeVisible();
  await dialog.getByLabel('What you saw').fill('Married name on the passport; the selfie matches the document.');
  await dialog.getByRole('button', { name: 'Mark clear' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.goto(`/v2/admin/subscriptions/${customer.subscriptionId}`);
  await expect(page.getByRole('region', { name: 'Identity check' }).getByText('Verified (clear)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Identity check' }).getByText('Married name on the passport; the selfie matches the document.')).toBeVisible();
  await customer.request.dispose();
});
