import { expect } from '@playwright/test';
import { logInThroughTheForm, logOutThroughTheNavigation, openNavigation } from './navigation';
import { testFromOwnAddresses } from './support/client-address';

// It logs in: from addresses of its own (testFromOwnAddresses).
const test = testFromOwnAddresses({ desktop: '203.0.113.2', mobile: '203.0.113.3' });

test('the demo customer signs in and out', async ({ page }, testInfo) => {
  await page.goto('/v2/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await page.getByLabel('Your E-mail address').fill('customer@example.com');
  await expect(login).toBeDisabled();

  await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
  await expect(page).toHaveURL(/\/v2\/profile$/);

  const navigation = await openNavigation(page, testInfo);
  await expect(navigation.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/v2/profile');
  await expect(navigation.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await logOutThroughTheNavigation(page, testInfo, navigation);
});

test('a wrong password gets a clear message and no sign-in', async ({ page }) => {
  await page.goto('/v2/login');
  await logInThroughTheForm(page, 'customer@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/v2\/login/);
});

test('the admin sees the Admin link', async ({ page }, testInfo) => {
  await page.goto('/v2/login');
  await logInThroughTheForm(page, 'admin@example.com', 'admin-demo-pass');
  await expect(page).toHaveURL(/\/v2\/profile$/);
  const navigation = await openNavigation(page, testInfo);
  await expect(navigation.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/v2/admin/subscriptions');
});

test('a guest sent to the dashboard logs in and lands where they were going', async ({ page }) => {
  await page.goto('/v2/profile');
  await expect(page).toHaveURL(/\/v2\/login\?next=%2Fv2%2Fprofile$/);
  await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
  await expect(page).toHaveURL(/\/v2\/profile$/);
});

test('a customer is kept out of the admin screens', async ({ page }) => {
  await page.goto('/v2/login?next=/v2/admin/subscriptions');
  await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});
