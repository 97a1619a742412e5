import { expect, test } from '@playwright/test';
import { isMobile, openNavigation } from './navigation';

test('the home page shell carries the shared layout', { tag: '@responsive' }, async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByText('20% off your first order with code DERMLOVE10')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'START FREE CONSULTATION' }).first()).toHaveAttribute('href', '/consultation/generic');

  const navigation = await openNavigation(page, testInfo);
  for (const [name, href] of [
    ['Shop', '/shop'],
    ['Ingredients', '/ingredients'],
    ['Meet the team', '/meet-the-team'],
    ['Reviews', '/reviews'],
    ['Journal', '/journal'],
    ['FAQs', '/faqs'],
  ]) {
    await expect(navigation.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(navigation.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v2/login');
  await expect(navigation.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/shop');
  await expect(navigation.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  if (isMobile(testInfo)) {
    await navigation.getByRole('link', { name: 'Ingredients' }).click();
    await expect(page).toHaveURL(/\/ingredients$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('the footer has its links and a working early-access sign-up', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Copyright 2025')).toBeVisible();
  for (const href of ['/acne', '/glow', '/anti-ageing', '/hyperpigmentation', '/meet-the-team', '/faqs']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();

  await footer.getByPlaceholder('Your email address').fill(`early-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'SIGN ME UP' }).click();
  await expect(footer.getByText("Thank you — you're on the list.")).toBeVisible();
});

test('an unknown address shows a friendly not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toBeVisible();
});

test('the server reports itself ready', async ({ request }) => {
  const response = await request.get('/health/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
});
