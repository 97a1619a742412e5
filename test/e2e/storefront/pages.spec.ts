import { expect, test } from '@playwright/test';

test('an unknown treatment or article is a not-found page with a 404 status', async ({ page }) => {
  for (const path of ['/shop/no-such-treatment', '/journal/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('an unknown top-level address is not taken for a landing page', async ({ page }) => {
  await page.goto('/eczema');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
