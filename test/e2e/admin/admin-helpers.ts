import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect } from './expect';
import { randomUUID } from 'node:crypto';
import { csrfToken, submitConsultation } from '../checkout/checkout-helpers';
import { logInThroughTheForm } from '../navigation';

export const ADMIN = { email: 'admin@example.com', password: 'admin-demo-pass' };

/** Signs the page in as the demo admin and lands on `next`. */
export async function signInAsAdmin(page: Page, next = '/v2/admin/subscriptions'): Promise<void> {
  await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
  await logInThroughTheForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
}

/**
 * A new customer, on their own API session (not the admin's page), who submitted an
 * acne consultation (so a pending subscription waits) and gave an address.
 */
export async function customerWithSubscription(baseURL: string, testInfo: TestInfo): Promise<{ email: string; request: APIRequestContext }> {
  // The project's proxied client address, so the per-address sign-up limit is shared as in the rest of the suite.
  const headers = testInfo.project.use.extraHTTPHeaders ?? {};
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const email = `admin-e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'a-long-test-password';
  const registered = await request.post('/auth/register', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { email, password, password_confirmation: password, first_name: 'Priya', last_name: 'Shah', birth_date: '1994-03-12', sex: 'female', consultation_type: 'acne' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  const verified = await request.post('/auth/verify-email', { headers: { 'x-csrf-token': await csrfToken(request) }, data: { email, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  await submitConsultation(request, 'acne');
  const address = await request.post('/v2/subscription/form/update-billing-info', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { first_name: 'Priya', last_name: 'Shah', email, contact_no: '07700 900123', address_1: '12 Harley Street', postcode: 'W1G 9PF', city: 'London' },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return { email, request };
}

/**
 * WCAG 2.1 AA violations of serious or critical impact on the page as it is now, described;
 * only inside `within` when given (a dialog: what its mask dims behind it is not in view).
 */
export async function seriousViolations(page: Page, within?: Locator): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) {
    await within.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    axe.include('[data-axe-scope]');
  }
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Saves what the page looks like now, per project (375 and 1280 px), for people to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

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
