import { test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { signInAsAdmin } from '../support/demo-accounts';
import { customerWithSubscription, openCustomerRow } from './admin-helpers';
import { expect } from './expect';

test('the back-office screens have no serious or critical accessibility violations', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await customerWithSubscription(baseURL!, testInfo);
  await signInAsAdmin(page);
  const row = await openCustomerRow(page, customer.email);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await row.click();
  await expect(page.getByRole('region', { name: 'Treatment plan' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/v2/admin/treatments');
  await expect(page.getByRole('heading', { level: 1, name: 'Treatments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await customer.request.dispose();
});
