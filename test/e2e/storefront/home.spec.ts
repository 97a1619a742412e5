import { expect, test } from '@playwright/test';

test('the home page leads to the shop, the treatments, the ingredients and the consultation', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /out of 5 from [\d,]+ reviews/ })).toHaveAttribute('href', '/reviews');
  await expect(main.getByRole('link', { name: 'Find your treatment' })).toHaveAttribute('href', '/shop');
  await expect(main.getByRole('img', { name: 'Vogue' })).toBeVisible();

  const tiles = main.getByRole('region', { name: 'What would you like to treat?' }).getByRole('listitem').getByRole('link');
  await expect(tiles).toHaveCount(6);
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/shop/rosacea', '/shop/hyperpigmentation', '/shop/anti-ageing', '/shop/acne', '/shop/menopause', '/shop/glow']);
  await expect(main.getByRole('link', { name: 'Take me to the shop' })).toHaveAttribute('href', '/shop');

  await expect(main.getByRole('heading', { name: 'How does it work?' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Founded by a dermatologist' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Explore our ingredients' })).toHaveAttribute('href', '/ingredients');
  await expect(main.getByRole('heading', { name: 'GET STARTED IN LESS THAN 4 MINUTES' })).toBeVisible();
  const consultationLinks = main.getByRole('link', { name: 'START FREE CONSULTATION' });
  await expect(consultationLinks).toHaveCount(3);
  for (const link of await consultationLinks.all()) await expect(link).toHaveAttribute('href', '/consultation/generic');
  await expect(main.getByRole('region', { name: 'Join our community' }).getByRole('img')).toHaveCount(6);

  await tiles.first().click();
  await expect(page).toHaveURL(/\/shop\/rosacea$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rosacea Formula' })).toBeVisible();
});

test('links between the content pages work', async ({ page }) => {
  await page.goto('/ingredients');
  await page.getByRole('link', { name: 'Glow Formula' }).first().click();
  await expect(page).toHaveURL(/\/shop\/glow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glow Formula' })).toBeVisible();

  await page.goto('/journal');
  await page.getByRole('link', { name: 'Retinoids explained' }).click();
  await expect(page).toHaveURL(/\/journal\/retinoids-explained$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Retinoids explained' })).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await page.getByRole('link', { name: '← Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Glow' }).click();
  await expect(page).toHaveURL(/\/glow$/);
  await expect(page.getByRole('link', { name: 'Start free consultation' })).toHaveAttribute('href', '/consultation/glow');
});
