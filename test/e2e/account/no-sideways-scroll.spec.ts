import type { Page } from '@playwright/test';
import { sidewaysOverflow } from '../admin/admin-helpers';
import { customerWithPendingSubscription } from '../checkout/checkout-helpers';
import { testFromOwnAddresses } from '../support/client-address';
import { signInAsSeededCustomer } from '../support/demo-accounts';
import { keepScreenshot } from '../support/screenshots';
import { expect, inEachDashboardDialog } from './account-helpers';

/**
 * A patient's screens on a phone: every account screen, each of the dashboard's dialogs, and the
 * checkout, fit the window without scrolling sideways. The journeys through these screens (changing
 * the card or the date, paying with a promo code, writing to the team) run once, at 1280 px; what
 * the phone changes is the layout, and that is checked here, in one visit per screen.
 */
const test = testFromOwnAddresses({ desktop: '203.0.113.72', mobile: '203.0.113.82' });

async function expectFits(page: Page, name: string, testInfo: Parameters<typeof keepScreenshot>[1]) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await keepScreenshot(page, testInfo, `screen-${name}`);
  expect(await sidewaysOverflow(page), `${name} scrolls sideways by this many pixels`).toBeLessThanOrEqual(0);
}

test('every account screen and dashboard dialog fits the window without scrolling sideways', { tag: '@responsive' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAsSeededCustomer(page, '/v2/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expectFits(page, 'dashboard', testInfo);

  await inEachDashboardDialog(page, (button) => expectFits(page, `dialog-${button}`, testInfo));

  for (const [name, path, heading] of [
    ['chat', '/v2/profile/chat', /Customer Support/],
    ['photos', '/v2/profile/photos', /Photo Uploads/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first(), name).toBeVisible();
    await expectFits(page, name, testInfo);
  }
});

test('the consultation result and the checkout fit the window without scrolling sideways', { tag: '@responsive' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await customerWithPendingSubscription(page, 'acne');
  await page.goto('/v2/subscription/result');
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await expectFits(page, 'result', testInfo);
  await page.goto('/v2/subscription/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectFits(page, 'checkout', testInfo);
});
