import { expect } from '@playwright/test';
import { expectPageAliveForGuest, logOutThroughTheNavigation, openNavigation } from '../navigation';
import { signInAsSeededCustomer } from '../support/demo-accounts';
import { testFromOwnAddresses } from '../support/client-address';

// It logs in: from addresses of its own (testFromOwnAddresses).
const test = testFromOwnAddresses({ desktop: '203.0.113.8', mobile: '203.0.113.9' });

/**
 * The public pages (the home page, the shop, products, landing pages, ingredients, the FAQs, the team,
 * reviews, the journal, the legal pages) and the not-found page hydrate only their islands, with a
 * script of their own: no router, no page components (docs/adr/0017-islands-on-public-pages.md).
 */

test('on a page hydrated island by island the header works and its links are page loads to the next page', { tag: '@responsive' }, async ({ page }, testInfo) => {
  await page.goto('/ingredients');
  await expectPageAliveForGuest(page);
  const navigation = await openNavigation(page, testInfo);
  await expect(navigation.getByRole('link', { name: 'Ingredients' })).toHaveAttribute('aria-current', 'page');
  await navigation.getByRole('link', { name: 'Meet the team' }).click();
  await expect(page).toHaveURL(/\/meet-the-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the team');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectPageAliveForGuest(page);
  const next = await openNavigation(page, testInfo);
  await expect(next.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('aria-current', 'page');
  await expect(next.getByRole('link', { name: 'Ingredients' })).not.toHaveAttribute('aria-current', 'page');
});

test('the footer sign-up works on a page hydrated island by island', async ({ page }) => {
  await page.goto('/journal');
  await expectPageAliveForGuest(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('Your email address').fill('not-an-email');
  await footer.getByRole('button', { name: 'SIGN ME UP' }).click();
  await expect(footer.getByRole('alert')).toBeVisible();
  await footer.getByPlaceholder('Your email address').fill(`journal-reader-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'SIGN ME UP' }).click();
  await expect(footer.getByText("Thank you — you're on the list.")).toBeVisible();
});

test('a signed-in customer sees their account in the header of a page hydrated island by island, and can log out from it', async ({ page }, testInfo) => {
  await signInAsSeededCustomer(page, '/v2/profile');
  await page.goto('/reviews');
  const navigation = await openNavigation(page, testInfo);
  await expect(navigation.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/v2/profile');
  await expect(navigation.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await logOutThroughTheNavigation(page, testInfo, navigation);
});

test('the shop’s filter, an island, keeps its state in the address: back shows every category again', async ({ page }) => {
  await page.goto('/shop');
  await expectPageAliveForGuest(page);
  const main = page.getByRole('main');
  const categories = main.getByRole('heading', { level: 2, name: /^(RX Skincare|Tablets|Routine Boosters)$/ });
  await main.getByRole('button', { name: /^Tablets/ }).click();
  await expect(page).toHaveURL(/\/shop\?category=tablets$/);
  await expect(categories).toHaveText(['Tablets']);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(categories).toHaveText(['RX Skincare', 'Tablets', 'Routine Boosters']);
  await expect(main.getByRole('button', { name: /^Tablets/ })).toHaveAttribute('aria-pressed', 'false');
});
