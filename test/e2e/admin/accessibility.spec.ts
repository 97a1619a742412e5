import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { customerWithSubscription, openCustomerRow, signInAsAdmin } from './admin-helpers';
import { expect } from './expect';

async function seriousViolations(page: import('@playwright/test').Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('the back-office screens have no serious or critical accessibility violations', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await customerWithSubscription(baseURL!, testInfo);
  await signInAsAdmin(page);
  const row = await openCustomerRow(page, customer.email);
  expect(await seriousViolations(page)).toEqual([]);
  await row.click();
  await expect(page.getByRole('region', { name: 'Treatment plan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/v2/admin/treatments');
  await expect(page.getByRole('heading', { level: 1, name: 'Treatments' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await customer.request.dispose();
});
