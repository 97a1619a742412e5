import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { isMobile } from '../navigation';
import { DEMO_ADMIN, signInAsAdmin } from '../support/demo-accounts';
import { emailsTo } from '../support/mailbox';
import { paidCustomer, review, uniqueSurname } from './fulfilment-helpers';
import { checkedByPharmacist } from '../support/pharmacist';
import { answerSafetyChecksInDialog } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

test('the prescriber-admin approves and declines, ships from the dispatch page, prints every document, and finds and exports the supply in the POM register', { tag: '@responsive' }, async ({ page, baseURL }, testInfo) => {
  // A table row on a desktop, a card on a phone.
  const order = (text: string) => page.getByRole(isMobile(testInfo) ? 'listitem' : 'row').filter({ hasText: text });
  test.setTimeout(120_000);
  const surname = uniqueSurname();
  const approved = await paidCustomer(baseURL!, surname);
  const declined = await paidCustomer(baseURL!, uniqueSurname());
  await signInAsAdmin(page, '/v2/admin/dispatch');

  // Approved from its page, for two supplies: one of the starter strength, one of the full strength.
  await page.goto(`/v2/admin/subscriptions/${approved.subscriptionId}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${approved.subscriptionId}?` });
  await approveDialog.getByLabel('Supplies authorised').fill('2');
  await expect(approveDialog.getByRole('region', { name: 'What you prescribe' }).getByRole('listitem')).toHaveText(['810C Acne formula (starter strength)1 supply', '811C Acne formula1 supply']);
  // The patient is not verified, gave no GP and shares test details: the prescriber answers each check (docs/patient-safety.md).
  await answerSafetyChecksInDialog(page, approveDialog);
  await approveDialog.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  expect(await review(page, declined.subscriptionId, false, 'Not suitable: needs a GP review first.')).toEqual({ status: 'cancelled' });
  await expect.poll(async () => (await emailsTo(declined.request, declined.email)).find((email) => email.subject.startsWith('About your order'))?.text).toContain('refunded your payment in full');
  await expect.poll(async () => (await emailsTo(approved.request, approved.email)).some((email) => email.subject.startsWith('Your treatment is approved'))).toBe(true);

  // The dispatch list: find the approved order and ship it once the pharmacist has checked it; the label downloads as '{trackingNumber}.pdf'.
  await checkedByPharmacist(baseURL!, approved.subscriptionId);
  await page.goto('/v2/admin/dispatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch orders' })).toBeVisible();
  await page.getByPlaceholder('Search by customer, order ID...').fill(surname);
  await page.getByPlaceholder('Search by customer, order ID...').press('Enter');
  const row = order(approved.name);
  await expect(row).toHaveCount(1);
  // The order's one reference (DO-000123) over the prescription it dispenses: the same on every paper and screen.
  const reference = (await row.textContent())!.match(/DO-\d{6,}/)![0];
  await expect(row).toContainText(/PRX\d+/);
  await expect(row).toContainText('Waiting to ship');
  await expect(row).toContainText('Supply 1 of 2');
  await row.getByRole('button', { name: 'Ship' }).click();
  const labelDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ship', exact: true }).last().click();
  const label = await labelDownload;
  const trackingNumber = label.suggestedFilename().replace(/\.pdf$/, '');
  expect(trackingNumber).toMatch(/^LD\d{9}GB$/);
  expect((await readFile((await label.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(`Tracking number ${trackingNumber}`)).toBeVisible();
  await expect.poll(async () => (await emailsTo(approved.request, approved.email)).find((email) => email.subject.startsWith('Your treatment is on its way'))?.text).toContain(trackingNumber);

  // Shipped: each document opens from the records, and the shipping label downloads again.
  await page.getByRole('tab', { name: 'Shipped' }).click();
  const shippedRow = order(approved.name);
  await expect(shippedRow).toContainText(trackingNumber);
  await expect(shippedRow).toContainText('Shipped');
  await expect(shippedRow).toContainText('Supply 1 of 2');
  await keepScreenshot(page, testInfo, 'dispatch-shipped');
  for (const document of ['Label', 'Dispatch Note', 'Prescription', 'Receipt']) {
    const response = page.waitForResponse((answer) => answer.url().includes('/v2/admin/form/ship/pdf/'));
    const tab = page.waitForEvent('popup');
    const button = shippedRow.getByRole('button', { name: `${document} for ${reference}`, exact: true });
    // Each action is labelled on the button itself (spec §2), not only in a tooltip.
    await expect(button).toHaveText(document);
    await button.click();
    const answered = await response;
    expect(answered.status(), document).toBe(200);
    expect(answered.headers()['content-type']).toBe('application/pdf');
    expect((await (await page.request.get(answered.url())).body()).subarray(0, 5).toString()).toBe('%PDF-');
    await (await tab).close();
  }
  await expect(shippedRow.getByRole('button', { name: `GP Letter for ${reference}` })).toBeDisabled();
  await expect(shippedRow.getByRole('button', { name: `GP Letter for ${reference}` })).toHaveText('GP Letter');
  await expect(shippedRow.getByRole('button', { name: `Shipping label for ${reference}` })).toHaveText('Shipping label');
  const again = page.waitForEvent('download');
  await shippedRow.getByRole('button', { name: `Shipping label for ${reference}` }).click();
  expect((await again).suggestedFilename()).toBe(`${trackingNumber}.pdf`);

  // The subscription's old orders show the shipment by the same reference, beside its prescription.
  await page.goto(`/v2/admin/subscriptions/${approved.subscriptionId}`);
  const sent = page.getByRole('region', { name: 'Old orders' }).getByRole('row').filter({ hasText: trackingNumber });
  await expect(sent).toContainText(reference);
  await expect(sent).toContainText(/PRX\d+/);

  // The POM register: the supply is there by patient and by drug, and in the exported workbook.
  await page.goto(`/v2/admin/pom?patient=${surname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'POM register' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: approved.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Private');
  await expect(entry).toContainText('12 Harley Street, London, W1G 9PF');
  await expect(entry).toContainText('Dr Amelia Hart');
  await expect(entry).toContainText('£38.72');
  await expect(entry.getByRole('cell', { name: '1 of 2', exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'pom-register');
  const scriptRef = (await entry.getByRole('cell').nth(1).textContent())!;
  expect(scriptRef).toMatch(/^PRX\d+$/);

  await page.goto('/v2/admin/pom');
  await page.getByRole('textbox', { name: 'Prescribed Drug' }).fill('Acne');
  await page.getByRole('textbox', { name: 'Script Ref' }).fill(scriptRef);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`item=Acne.*id=${scriptRef}|id=${scriptRef}.*item=Acne`));
  await expect(page.getByRole('row').filter({ hasText: approved.name })).toHaveCount(1);

  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the workbook' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await workbookDownload).path())!);
  const rows = workbook.getWorksheet('POM register')!.getSheetValues().filter(Boolean) as unknown[][];
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(scriptRef);
  expect(rows[1]).toContain(`${approved.name}, 12 Harley Street, London, W1G 9PF`);
  expect(rows[1]).toContain('1 of 2');
  await approved.request.dispose();
  await declined.request.dispose();
});
