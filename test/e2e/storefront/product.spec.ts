import { expect, test } from '@playwright/test';

test('the product page shows the treatment and sends Add to cart to its consultation', async ({ page }) => {
  await page.goto('/shop/acne');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Acne Formula');
  await expect(main.getByText('PRESCRIPTION', { exact: true })).toBeVisible();
  await expect(main.getByText('DERMATOLOGIST DESIGNED', { exact: true })).toBeVisible();
  await expect(main.getByText('£24.20', { exact: true })).toBeVisible();
  await expect(main.getByText('/month', { exact: true })).toBeVisible();
  await expect(main.getByText('per 30ml formula, delivered every 2 months (£48.40 per delivery)')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Add to cart' })).toHaveAttribute('href', '/consultation/acne');

  // The gallery: the treatment image, then two more to swap in.
  const thumbnails = main.getByRole('button', { name: /^Show image \d of 3$/ });
  await expect(thumbnails).toHaveCount(3);
  await thumbnails.nth(1).click();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('img', { name: 'The texture of Acne Formula' }).first()).toBeVisible();

  await expect(main.getByRole('heading', { name: 'Acne Formula FAQs' })).toBeVisible();
  await expect(main.getByRole('slider')).toBeVisible();
});

test('every treatment landing page starts its own consultation', async ({ page }) => {
  for (const slug of ['acne', 'glow', 'anti-ageing', 'hyperpigmentation', 'rosacea', 'menopause', 'hormonal-acne']) {
    await page.goto(`/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start free consultation' })).toHaveAttribute('href', `/consultation/${slug}`);
    await expect(main.getByRole('heading', { name: 'Founded by a dermatologist' })).toBeVisible();
    await expect(main.getByRole('slider')).toBeVisible();
  }
});
