import { expect, test } from '@playwright/test';

test('reviews are paged, with the page in the address', async ({ page }) => {
  await page.goto('/reviews');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
  const reviews = main.getByRole('article');
  await expect(reviews).toHaveCount(10);
  const firstTitle = await reviews.first().getByRole('heading').innerText();
  await expect(reviews.first().getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  const pages = main.getByRole('navigation', { name: 'Reviews pages' });
  await pages.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/\/reviews\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(reviews.first().getByRole('heading')).not.toHaveText(firstTitle);

  await page.reload();
  await expect(main.getByRole('navigation', { name: 'Reviews pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});
