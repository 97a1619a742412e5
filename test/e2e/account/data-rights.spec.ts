import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { readZip } from '../../support/read-zip';
import { logInThroughTheForm } from '../navigation';
import { expectNoSeriousViolations } from '../support/accessibility';
import { submitConsultation } from '../support/consultation-by-api';
import { signInAsAdmin } from '../support/demo-accounts';
import { emailsTo } from '../support/mailbox';
import { NEW_CUSTOMER_PASSWORD, signUpNewCustomer } from '../support/new-customer';
import { signedInUser } from '../support/session-api';
import { customerWithActiveTreatment, expect, test } from './account-helpers';
import { keepScreenshot } from '../support/screenshots';

/**
 * The patient's data rights in the running product (docs/data-rights-and-retention.md): a copy
 * of their data, announced by email and downloaded from the account; and erasure, asked for
 * on the account and carried out by staff. Screens saved at both widths.
 */
const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

async function panelShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await yourData(page).scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, name);
}

/** A request on the staff screen: a table row on a desk, a card on a phone. */
const requestEntry = (page: Page, text: string | RegExp) => page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text, visible: true });

test('a patient asks for a copy of their data, is emailed, and downloads the ZIP', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await customerWithActiveTreatment(page);
  const { email } = await signedInUser(page.request);
  await expect(yourData(page).getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await panelShot(page, testInfo, 'your-data-panel');

  await yourData(page).getByRole('button', { name: 'Download my data' }).click();
  // The panel follows the job on its own: preparing, then ready.
  const download = yourData(page).getByRole('button', { name: /^Download ZIP \(\d+(\.\d)? (KB|MB)\)$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(yourData(page)).toContainText(/Available until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(UK time\)/);
  await panelShot(page, testInfo, 'your-data-ready');
  await expectNoSeriousViolations(page);

  // The email says it is ready and links to the account, never the data.
  let sent: { subject: string; text: string } | undefined;
  await expect.poll(async () => (sent = (await emailsTo(page.request, email)).find((each) => each.subject === 'Your copy of your data is ready'))).toBeTruthy();
  const link = /(http:\/\/\S+\/v2\/profile)/.exec(sent!.text)?.[1];
  expect(link).toBeTruthy();
  expect(sent!.text).not.toContain('High Street');
  await page.goto(new URL(link!).pathname);
  await expect(download).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readZip(readFileSync(await file.path()));
  expect([...zip.keys()]).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'consultations.json', 'prescriptions.json', 'orders.json', 'payments.json', 'chat.json', 'audit.json']));
  expect(JSON.parse(zip.get('profile.json')!.toString())).toMatchObject({ email, firstName: 'Priya' });
  expect(JSON.parse(zip.get('payments.json')!.toString()).savedCards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
  expect([...zip.keys()].some((name) => name.startsWith('photos/'))).toBe(true);
});

test('a patient asks for their account to be deleted; staff review and erase it, and the patient can no longer sign in', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const { email } = await signUpNewCustomer(page.request, 'acne');
  await submitConsultation(page.request, 'acne');
  const { id: userId } = await signedInUser(page.request);
  await page.goto('/v2/profile');
  await yourData(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('The law makes us keep');
  await dialog.getByLabel('Anything our team should know? (optional)').fill('I no longer need the service.');
  await keepScreenshot(page, testInfo, 'delete-account-dialog', { fullPage: false });
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Ask to delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(yourData(page)).toContainText('You asked us to delete your account on');
  await panelShot(page, testInfo, 'your-data-erasure-pending');

  // Staff, in their own browser, review the request and erase the account.
  const staffContext = await browser.newContext({ ...(testInfo.project.use as object), baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  try {
    await signInAsAdmin(staff, '/v2/admin/erasure-requests');
    const row = requestEntry(staff, email);
    await expect(row).toContainText('I no longer need the service.');
    await keepScreenshot(staff, testInfo, 'erasure-requests-waiting');
    await expectNoSeriousViolations(staff);
    await row.getByRole('button', { name: 'Erase account' }).click();
    const confirm = staff.getByRole('dialog', { name: /^Erase Priya Shah's account\?$/ });
    await expect(confirm).toContainText('Kept, restricted:');
    await keepScreenshot(staff, testInfo, 'erasure-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Erase account' }).click();
    await expect(confirm).toBeHidden();
    await expect(staff.getByText('The account has been erased.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await staff.getByRole('tab', { name: 'Decided' }).click();
    await expect(staff).toHaveURL(/list=decided/);
    const decided = requestEntry(staff, `Erased account #${userId}`);
    await expect(decided).toContainText('Erased: the account');
    await keepScreenshot(staff, testInfo, 'erasure-requests-decided');
    await expectNoSeriousViolations(staff);
  } finally {
    await staffContext.close();
  }

  // The patient is signed out everywhere, told by email, and cannot sign in again.
  await page.reload();
  await expect(page).toHaveURL(/\/v2\/login/);
  await logInThroughTheForm(page, email, NEW_CUSTOMER_PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect.poll(async () => (await emailsTo(page.request, email)).some((each) => each.subject === 'Your account has been deleted')).toBe(true);
});
