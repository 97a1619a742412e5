import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { ageSecondFactorCheck, createAdminWithCli, enterDemoCode, totpCode } from '../staff-sign-in';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN, signInAsAdmin } from '../support/demo-accounts';
import { signOut } from '../support/session-api';
import { answerSafetyChecksInDialog } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/** Staff two-factor sign-in (docs/staff-two-factor.md), at 1280 and 375 px; screenshots in each test's output folder. */

const PASSWORD = 'a-long-admin-password';
const STEP_MS = 30_000;

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/admin/subscriptions')}`);
  await page.getByLabel('Your E-mail address').fill(email);
  await page.getByLabel('Your Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}


const inTheBackOffice = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();

test('a new admin sets up two-factor sign-in at their first sign-in, then signs in with a code or a recovery code', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = `new-admin-${randomUUID().slice(0, 8)}@example.com`;
  await createAdminWithCli(email, PASSWORD);

  // First sign-in: the password, then the set-up screen.
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code that adds ${email} to your authenticator app` })).toBeVisible();
  const key = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await keepScreenshot(page, testInfo, 'two-factor-set-up');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'two-factor-set-up-wrong-code');

  const firstStep = Math.floor(Date.now() / STEP_MS);
  await page.getByLabel('Authenticator code').fill(totpCode(key, firstStep));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The recovery codes, once; going on needs the box ticked.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await keepScreenshot(page, testInfo, 'two-factor-recovery-codes');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await continueButton.click();
  await inTheBackOffice(page);

  // Next sign-in: the code step. The code used at set-up is refused; the next one lets them in.
  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(page.getByText(`enter the code it shows for ${email}`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'two-factor-code-step');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Authenticator code').fill(totpCode(key, firstStep));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code has already been used. Wait for the next code in your authenticator app.')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(totpCode(key, firstStep + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await inTheBackOffice(page);

  // And with a recovery code instead of the app.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await keepScreenshot(page, testInfo, 'two-factor-recovery-code-step');
  await page.getByRole('button', { name: 'Verify' }).click();
  await inTheBackOffice(page);
});

test('an admin whose last code is over half an hour old confirms it is them before approving, and the approval goes through', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Review', { exact: true })).toBeVisible();

  await ageSecondFactorCheck(page.context(), 31);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  // The patient is not verified, gave no GP and shares test details: the prescriber answers each check (docs/patient-safety.md).
  await answerSafetyChecksInDialog(page, approveDialog);
  await approveDialog.getByLabel('Your password').fill('admin-demo-pass');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();

  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('Authenticator code')).toBeFocused();
  // The dialog over the page as seen (a full-page picture puts it above a long page).
  await keepScreenshot(page, testInfo, 'two-factor-confirm-before-approving', { fullPage: false });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, prompt)).toEqual([]);
  await enterDemoCode(prompt, DEMO_ADMIN.email, 'Confirm and continue');

  await expect(prompt).toBeHidden();
  await expect(approveDialog).toBeHidden();
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  await customer.request.dispose();
});
