import { expect } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { testFromOwnAddresses } from '../support/client-address';
import { signInAsAdmin } from '../support/demo-accounts';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { answerSafetyChecksInDialog } from '../support/safety-answers';
import { customerDashboard } from '../support/patient-safety-steps';
import { keepScreenshot } from '../support/screenshots';

/** Issue 19, GP details and consent: the customer names their GP and consents; approving sends the GP letter; staff see it and print it. */

/** Its own client addresses: staff sign in through the form, which allows each address a few tries per quarter hour. */
const test = testFromOwnAddresses({ desktop: '203.0.113.211', mobile: '203.0.113.221' });

test('the customer gives their GP with consent on the dashboard; the prescriber approves; staff see the GP letter sent and open it', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());

  // The dashboard card asks for the GP while the consultation is under review.
  const dashboard = await customerDashboard(browser, testInfo, customer);
  const card = dashboard.getByRole('article').first();
  await expect(card.getByText('Tell us about your GP.')).toBeVisible();
  await keepScreenshot(dashboard, testInfo, 'gp-step-card');
  await card.getByRole('button', { name: 'Add your GP details' }).click();
  const dialog = dashboard.getByRole('dialog', { name: 'Your GP' });
  await dialog.getByLabel('Find your GP practice').fill('kn');
  await expect(dialog.getByText('Type at least 3 letters or numbers.')).toBeVisible();
  await dialog.getByLabel('Find your GP practice').fill('knightsbridge');
  await dialog.getByRole('radio', { name: /Knightsbridge Medical Centre/ }).check();
  await expect(dialog.getByText('Your practice: Knightsbridge Medical Centre')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save GP details' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Yes, send my GP a letter about the treatment if it is approved' }).check();
  expect(await seriousViolations(dashboard, dialog)).toEqual([]);
  await keepScreenshot(dashboard, testInfo, 'gp-step-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save GP details' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('We’ll write to Knightsbridge Medical Centre if our prescriber approves your treatment.')).toBeVisible();
  await dashboard.reload();
  await expect(dashboard.getByRole('article').first().getByText('UNDER REVIEW')).toBeVisible();
  await expect(dashboard.getByText('Tell us about your GP.')).toHaveCount(0);
  await dashboard.context().close();

  // The prescriber sees the consent; approving needs no justification and sends the letter.
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const gpPanel = page.getByRole('region', { name: 'GP', exact: true });
  await expect(gpPanel.getByText('Consents to share')).toBeVisible({ timeout: 20_000 });
  await expect(gpPanel).toContainText('Knightsbridge Medical Centre (E87012)');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  await expect(approveDialog.getByText('The patient consented: the GP letter is sent to Knightsbridge Medical Centre once you approve.')).toBeVisible();
  await expect(approveDialog.getByLabel('Why prescribe without telling the GP?')).toHaveCount(0);
  await answerSafetyChecksInDialog(page, approveDialog, { unanswered: 'gp' });
  await approveDialog.getByLabel('Your password').fill('admin-demo-pass');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog).toBeHidden();

  // The letter goes after the approval commits (on the worker): staff see it once it has.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'GP', exact: true }).getByText('GP letter sent')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(gpPanel).toContainText('Knightsbridge Medical Centre (gp.e87012@practice-email-unknown.invalid)');
  await gpPanel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'gp-panel-staff');

  // The GP letter button opens the PDF.
  await page.getByRole('button', { name: 'Documents' }).first().click();
  const response = page.waitForResponse((answer) => answer.url().includes('/v2/admin/form/ship/pdf/gp-letter'));
  const tab = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'GP Letter' }).click();
  const answered = await response;
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-type']).toBe('application/pdf');
  await (await tab).close();
});

test('a patient who skipped the GP step: the prescriber must say why before approving, and staff see the justification', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const gpPanel = page.getByRole('region', { name: 'GP', exact: true });
  await expect(gpPanel.getByText('Not answered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  const justification = approveDialog.getByLabel('Why prescribe without telling the GP?');
  await expect(justification).toBeVisible();
  await answerSafetyChecksInDialog(page, approveDialog, { unanswered: 'gp' });
  await approveDialog.getByLabel('Your password').fill('admin-demo-pass');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog.getByText('Record why you are prescribing without telling the GP.')).toBeVisible();
  await justification.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'gp-justification-approve-dialog', { fullPage: false });
  await justification.fill('Low-risk topical treatment; patient counselled and prefers not to involve their GP.');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(gpPanel).toContainText('Low-risk topical treatment; patient counselled and prefers not to involve their GP.');
  // No consent: the GP letter is not offered, and the menu says why.
  await page.getByRole('button', { name: 'Documents' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'GP Letter (not available)' })).toHaveAttribute('aria-disabled', 'true');
});
