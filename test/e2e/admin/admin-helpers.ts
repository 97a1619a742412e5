import { request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { submitConsultation } from '../support/consultation-by-api';
import { savePatientAddress, signUpNewCustomer } from '../support/new-customer';
import { expect } from './expect';

/**
 * A new customer, on their own API session (not the admin's page), who submitted an
 * acne consultation (so a pending subscription waits) and gave an address.
 */
export async function customerWithSubscription(baseURL: string, testInfo: TestInfo): Promise<{ email: string; request: APIRequestContext }> {
  // The project's proxied client address, so the per-address sign-up limit is shared as in the rest of the suite.
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders ?? {} });
  const { email } = await signUpNewCustomer(request, 'acne');
  await submitConsultation(request, 'acne');
  await savePatientAddress(request, { email });
  return { email, request };
}

/**
 * How far the page reaches past the window's right edge: 0 or less when nothing scrolls sideways.
 * Measured against the device's width too: a phone browser widens its layout viewport (innerWidth)
 * to fit a page that is too wide, which would hide the very overflow looked for.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate((deviceWidth) => document.documentElement.scrollWidth - Math.min(window.innerWidth, deviceWidth), page.viewportSize()!.width);

/** Opens the list filtered to one customer's subscriptions in any status and returns their row. */
export async function openCustomerRow(page: Page, email: string) {
  await page.goto('/v2/admin/subscriptions');
  await chooseOption(page, 'Status', 'All statuses');
  await page.getByLabel('Search by customer, order ID...').fill(email);
  await page.getByLabel('Search by customer, order ID...').press('Enter');
  const row = page.getByRole('row', { name: /Open subscription/ }).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an option of the antd select labelled `label`. */
export const chooseOption = (page: Page, label: string, option: string) => pickFromList(page, option, () => page.getByLabel(label, { exact: true }).click());

/**
 * Clicks `option` in the open antd select list, opening it with `open` first. A click that
 * lands while the list is still settling can be dropped (the option shows hovered, nothing
 * is chosen, the list stays open; seen in CI and on the phone project): click again until
 * the list has closed on the choice.
 */
export async function pickFromList(page: Page, option: string, open: () => Promise<unknown>): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await open();
    await openList.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(openList).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
