import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsSeededCustomer } from '../support/demo-accounts';
import { expect, inEachDashboardDialog, test } from './account-helpers';
import { keepScreenshot } from '../support/screenshots';

/** The demo customer's dashboard (read only here: the journeys that change things use customers of their own). */

test('the dialogs have no serious accessibility problems', async ({ page }) => {
  test.setTimeout(60_000); // four axe runs
  await signInAsSeededCustomer(page, '/v2/profile');
  await inEachDashboardDialog(page, () => expectNoSeriousViolations(page));
});

test('a guest is sent to log in, with the account as the page to return to', async ({ page }) => {
  await page.goto('/v2/profile');
  await expect(page).toHaveURL(/\/v2\/login\?next=%2Fv2%2Fprofile/);
});

test("shows the panel, every state of the demo customer's treatments, and copies the referral link", { tag: '@responsive' }, async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsSeededCustomer(page, '/v2/profile');
  const panel = page.getByRole('navigation', { name: 'Your account' });
  await expect(panel.getByText('Hey, Chloe')).toBeVisible();
  await expect(panel.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('link', { name: /Chat/ })).toHaveAttribute('href', '/v2/profile/chat');
  await expect(panel.getByRole('link', { name: /Photos/ })).toHaveAttribute('href', '/v2/profile/photos');

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByText(/^SHIPS & CHARGES: [A-Z]{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(cards.nth(0).getByText(/Tracking LD\d{9}GB/)).toBeVisible();
  await expect(cards.nth(0).getByText(/Tretinoin/).first()).toBeVisible();
  await expect(cards.nth(1).getByText('UNDER REVIEW')).toBeVisible();
  await expect(cards.nth(1).getByText(/once the team has reviewed it/)).toBeVisible();
  await expect(cards.nth(2).getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(cards.nth(2).getByRole('button')).toHaveCount(0);

  const referral = page.getByRole('region', { name: 'Share the love' });
  const link = referral.getByLabel('Your share link');
  await expect(link).toHaveAttribute('readonly', '');
  await expect(link).toHaveValue(/\/\?promo_code=[A-Z0-9]{8}$/);
  await referral.getByRole('button', { name: 'COPY' }).click();
  await expect(referral.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(page.getByRole('region', { name: 'Delivery & billing' }).getByText('12 Harley Street')).toBeVisible();

  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo, 'dashboard');
});
