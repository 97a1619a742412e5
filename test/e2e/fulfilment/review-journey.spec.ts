import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { sidewaysOverflow } from '../admin/admin-helpers';
import { logInThroughTheForm } from '../navigation';
import { seriousViolations } from '../support/accessibility';
import { signInAsAdmin } from '../support/demo-accounts';
import { emailsTo } from '../support/mailbox';
import { paidCustomer, type PaidCustomer, uniqueSurname } from './fulfilment-helpers';
import { answerSafetyChecksInDialog } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/** Issue 8: the prescriber decides from the subscription's page; the customers see the outcome (spec §4 approve/decline). */

const REASON = 'Not suitable: needs a GP review first.';
const PATIENT_REASON = 'Your answers suggest a GP should look at your skin first, so we cannot prescribe this online.';

/** A browser of the project's size signed in as the customer (their API session's cookies), on their dashboard. */
async function customerDashboard(browser: Browser, testInfo: TestInfo, customer: PaidCustomer): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, isMobile, hasTouch, storageState: await customer.request.storageState() });
  const page = await context.newPage();
  await page.goto('/v2/profile');
  return page;
}

const card = (page: Page) => page.getByRole('article').first();
const subscriptionPage = (id: number) => `/v2/admin/subscriptions/${id}`;
/** Today in the UK, as the admin writes dates: DD/MM/YYYY. */
const ukDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

test('the prescriber-admin approves one paid consultation and declines another with a reason; staff without a prescriber profile cannot decide', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const approved = await paidCustomer(baseURL!, uniqueSurname());
  const declined = await paidCustomer(baseURL!, uniqueSurname());
  const approvedDashboard = await customerDashboard(browser, testInfo, approved);
  await expect(card(approvedDashboard).getByText('UNDER REVIEW')).toBeVisible();

  // Staff without a prescriber profile see the buttons, disabled, and why.
  const staff = await (await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport })).newPage();
  await staff.goto(`/v2/login?next=${encodeURIComponent(subscriptionPage(approved.subscriptionId))}`);
  await logInThroughTheForm(staff, 'staff@example.com', 'staff-demo-pass');
  // The page asks who may prescribe after it loads; on a busy machine that can take a few seconds.
  await expect(staff.getByText('Only a prescriber can approve or decline. Your account has no prescriber profile.')).toBeVisible({ timeout: 20_000 });
  await expect(staff.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await staff.context().close();

  // Approve, confirmed: the page refreshes to Active and the buttons go.
  await signInAsAdmin(page, subscriptionPage(approved.subscriptionId));
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Review', { exact: true })).toBeVisible();
  // Issue 18: nothing is prescribed yet, and the Prescription panel says what that means.
  const prescription = page.getByRole('region', { name: 'Prescription', exact: true });
  await expect(prescription).toHaveText('PrescriptionNo prescription yet: a prescriber must approve before anything is charged or sent.');
  await expect(prescription.getByText('Supplies')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'prescription-panel-in-review');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${approved.subscriptionId}?` });
  // What will be prescribed: six supplies at least 56 days apart unless the prescriber says otherwise, spread over the acne plan.
  await expect(approveDialog.getByLabel('Supplies authorised')).toHaveValue('6');
  await expect(approveDialog.getByLabel('Days between supplies')).toHaveValue('56');
  const prescribed = approveDialog.getByRole('region', { name: 'What you prescribe' }).getByRole('listitem');
  await expect(prescribed).toHaveText(['810C Acne formula (starter strength)1 supply', '811C Acne formula5 supplies']);
  expect(await seriousViolations(page, approveDialog)).toEqual([]);
  // One supply: the starter strength only, and the plan stops there.
  await approveDialog.getByLabel('Supplies authorised').fill('1');
  await expect(prescribed).toHaveText(['810C Acne formula (starter strength)1 supply']);
  await approveDialog.getByLabel('Supplies authorised').fill('6');
  await expect(prescribed).toHaveCount(2);
  await keepScreenshot(page, testInfo, 'approve-dialog', { fullPage: false });
  // Signing needs the prescriber to confirm it is them: a wrong password signs nothing.
  // The patient is not verified, gave no GP and shares test details: the prescriber answers each check (docs/patient-safety.md).
  await answerSafetyChecksInDialog(page, approveDialog);
  await approveDialog.getByLabel('Your password').fill('not-my-password');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog.getByText('That password or authenticator code is not right, so nothing was signed.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'approve-dialog-wrong-password', { fullPage: false });
  await approveDialog.getByLabel('Your password').fill('admin-demo-pass');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The prescription just signed: approving a paid subscription counts its first supply (the starter strength) at once.
  const scriptRef = prescription.getByRole('link', { name: /^PRX\d+$/ });
  await expect(scriptRef).toBeVisible();
  await expect(prescription).toContainText('Amelia Hart');
  await expect(prescription).toContainText(`Prescribed on${ukDate(new Date())}`);
  await expect(prescription).toContainText('Valid until');
  await expect(prescription).toContainText('Supplies1 of 6 used, 5 left');
  const lines = prescription.getByRole('list', { name: 'Medicines prescribed' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('[810C] Acne formula (starter strength)');
  await expect(lines.first()).toContainText('per supply');
  await expect(lines.first()).toContainText('1 of 1 used · at least 56 days apart');
  await expect(lines.last()).toContainText('[811C] Acne formula');
  await expect(lines.last()).toContainText('0 of 5 used · at least 56 days apart');
  await expect(prescription.getByText('All supplies used')).toHaveCount(0);
  await expect(prescription.getByText('Expired')).toHaveCount(0);
  expect(await sidewaysOverflow(page), 'the approved subscription scrolls sideways by this many pixels').toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'prescription-panel-approved');
  // Its number opens the check of its signature, which holds: it is what the prescriber signed.
  const ref = (await scriptRef.textContent())!;
  await scriptRef.click();
  await expect(page).toHaveURL(new RegExp(`/v2/admin/prescription-signatures\\?ref=${ref}$`));
  await expect(page.getByText('Signature valid')).toBeVisible();

  // Decline needs a reason for the patient and an internal note; then the page refreshes to Cancelled.
  await page.goto(subscriptionPage(declined.subscriptionId));
  await page.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = page.getByRole('dialog', { name: `Decline subscription #${declined.subscriptionId}?` });
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(declineDialog.getByText('Write the reason for the patient.')).toBeVisible();
  await expect(declineDialog.getByText('Give the reason for declining.')).toBeVisible();
  await declineDialog.getByLabel('Reason for the patient').fill(PATIENT_REASON);
  await declineDialog.getByLabel('Internal note (staff only)').fill(REASON);
  await keepScreenshot(page, testInfo, 'decline-dialog', { fullPage: false });
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(declineDialog).toBeHidden();
  await expect(header.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);

  // The customers see the outcome: the active badge; the decline email with the refund (the reason only in the account), and the card with the decision and the reason, never the internal note.
  await approvedDashboard.reload();
  await expect(card(approvedDashboard).getByText(/^SHIPS & CHARGES: [A-Z]{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card(approvedDashboard).getByText('UNDER REVIEW')).toHaveCount(0);
  await expect.poll(async () => (await emailsTo(declined.request, declined.email)).find((email) => email.subject.startsWith('About your order'))?.text).toContain('refunded your payment in full');
  expect((await emailsTo(declined.request, declined.email)).find((email) => email.subject.startsWith('About your order'))?.text).not.toContain(PATIENT_REASON);
  const declinedDashboard = await customerDashboard(browser, testInfo, declined);
  await expect(card(declinedDashboard).getByText('CANCELLED', { exact: true })).toBeVisible();
  const decision = card(declinedDashboard).getByRole('region', { name: 'Our prescriber decided this treatment is not right for you' });
  await expect(decision.getByText(PATIENT_REASON)).toBeVisible();
  await expect(decision.getByText(/has been refunded to your card/)).toBeVisible();
  await expect(decision.getByRole('link', { name: 'chat' })).toHaveAttribute('href', '/v2/profile/chat');
  await expect(card(declinedDashboard).getByText(REASON)).toHaveCount(0);

  await approvedDashboard.context().close();
  await declinedDashboard.context().close();
  await approved.request.dispose();
  await declined.request.dispose();
});
