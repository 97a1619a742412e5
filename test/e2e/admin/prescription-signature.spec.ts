import { test } from '@playwright/test';
import { queryServerDatabase } from '../support/server-database';
import { expect } from './expect';
import { signInAsAdmin } from '../support/demo-accounts';
import { keepScreenshot } from '../support/screenshots';

/** The demo patient's prescription, approved (and so signed) when the demo data was seeded. */
async function demoScriptRef(): Promise<string> {
  const [first] = await queryServerDatabase<{ id: number }>('select id from prescription where signature is not null order by id limit 1');
  return `PRX${first.id}`;
}

test('staff check a prescription against its prescriber’s signature from the drawer', async ({ page }, testInfo) => {
  const ref = await demoScriptRef();
  await signInAsAdmin(page, '/v2/admin/prescription-signatures');
  await expect(page.getByRole('heading', { name: 'Prescription signatures' })).toBeVisible();
  await expect(page.locator('a[href="/v2/admin/prescription-signatures"]').first()).toBeAttached(); // in the drawer

  await page.getByLabel('Prescription number').fill(ref.toLowerCase());
  await page.getByRole('button', { name: 'Check signature' }).click();
  await expect(page).toHaveURL(new RegExp(`ref=${ref}`));
  const verdict = page.locator('.ant-card').filter({ hasText: ref });
  await expect(verdict.getByText('Signature valid')).toBeVisible();
  await expect(verdict).toContainText('Dr Amelia Hart');
  await expect(verdict).toContainText(/([0-9A-F]{4} ){7}[0-9A-F]{4}/);
  await keepScreenshot(page, testInfo, 'prescription-signature-valid');

  await page.getByLabel('Prescription number').fill('PRX999999');
  await page.getByRole('button', { name: 'Check signature' }).click();
  await expect(page.getByText('There is no prescription with this number.')).toBeVisible();

  await page.getByLabel('Prescription number').fill('not a number');
  await page.getByRole('button', { name: 'Check signature' }).click();
  await expect(page.getByText('Enter a prescription number like PRX12.')).toBeVisible();
});
