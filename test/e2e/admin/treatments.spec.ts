import { test } from '@playwright/test';
import { expect } from './expect';
import { signInAsAdmin } from '../support/demo-accounts';
import { keepScreenshot } from '../support/screenshots';

test.describe('the treatments catalogue', () => {
  test('lists treatment > plan > item and edits a price, recorded in the item history', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // Each project edits its own item, so the two can run at once.
    const code = testInfo.project.name === 'mobile' ? '831C' : '830C';
    await signInAsAdmin(page, '/v2/admin/treatments');
    const treatment = page.getByRole('region', { name: 'Anti-Ageing Formula' });
    await expect(treatment.getByRole('heading', { name: 'Anti-ageing plan' })).toBeVisible();
    const row = treatment.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('2 months');
    await expect(row).toContainText('£48.40');
    await expect(row).toContainText('Tretinoin (');
    await keepScreenshot(page, testInfo, 'treatments');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price (£)').fill('51.00');
    await dialog.getByLabel('Batch').fill(`B-E2E-${testInfo.project.name}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('£51.00');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Item history' })).toContainText(`Edited catalogue item ${code}`);
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Item history' })).toContainText('£48.40');
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Item history' })).toContainText('£51.00');
    // Put it back for the other tests.
    await page.getByRole('dialog').getByLabel('Price (£)').fill('48.40');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row).toContainText('£48.40');
  });
});
