import type { Page } from '@playwright/test';
import { test } from './admin-test';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { logInThroughTheForm } from '../navigation';
import { signInStaffThroughApi } from '../staff-sign-in';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN, signInAsAdmin } from '../support/demo-accounts';
import { pickFromList } from './admin-helpers';
import { expect } from './expect';
import { safetyAnswers } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/**
 * Issue 18: under a live prescription, staff changing the medicine only propose it; a
 * prescriber approves it from the subscription's page with a new prescription, and only then
 * does the plan change.
 */

const SENT = 'Sent to a prescriber: the change takes effect once they approve it with a new prescription.';
const FULL = '[811C] Acne formula';
const TABLETS = '[870T] Spironolactone 50 mg tablets';

const subscriptionPage = (id: number) => `/v2/admin/subscriptions/${id}`;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const planRows = (page: Page) => region(page, 'Treatment plan').locator('tbody tr.ant-table-row');
/** The panel alone, per project (375 and 1280 px), for people to look at. */

test('staff propose a change of medicine under a live prescription; the prescriber approves it with a new prescription', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  const prescriberToken = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const approved = await customer.request.post('/v2/admin/form/review', { headers: { 'x-csrf-token': prescriberToken }, data: { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(customer.request, customer.subscriptionId)) } });
  expect(approved.ok(), await approved.text()).toBe(true);

  // Staff without a prescriber profile change the supply to come: it is sent to a prescriber, the plan stays as prescribed.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const staff = await (await browser.newContext({ baseURL, viewport, isMobile, hasTouch })).newPage();
  await staff.goto(`/v2/login?next=${encodeURIComponent(subscriptionPage(customer.subscriptionId))}`);
  await logInThroughTheForm(staff, 'staff@example.com', 'staff-demo-pass');
  await expect(planRows(staff)).toHaveCount(2);
  await expect(region(staff, 'Proposed change')).toHaveCount(0);
  await planRows(staff).filter({ hasText: '811C' }).getByRole('button', { name: 'Change 811C' }).click();
  await pickFromList(staff, TABLETS, async () => {
    await staff.getByRole('dialog').getByLabel('Select item').click();
    await staff.keyboard.type('870T');
  });
  await staff.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
  await expect(staff.getByText(SENT)).toBeVisible();
  await expect(staff.getByRole('dialog')).toHaveCount(0);

  const proposal = region(staff, 'Proposed change');
  await expect(proposal).toContainText(`Waiting for a prescriber: change ${FULL} to ${TABLETS}`);
  await expect(proposal).toContainText(/Proposed by Sam Okafor on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(proposal).toContainText('Until a prescriber approves it, renewals charge and ship only what is prescribed.');
  // The page asks who may prescribe after it loads; on a busy machine that can take a few seconds.
  await expect(proposal.getByText('Only a prescriber can approve or decline. Your account has no prescriber profile.')).toBeVisible({ timeout: 20_000 });
  await expect(proposal.getByRole('button', { name: 'Approve and prescribe' })).toBeDisabled();
  await expect(proposal.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await expect(planRows(staff).filter({ hasText: '811C' })).toHaveCount(1);
  await expect(planRows(staff).filter({ hasText: '870T' })).toHaveCount(0);
  await keepScreenshot(region(staff, 'Proposed change'), testInfo, 'proposed-change-staff');
  await staff.context().close();

  // The prescriber approves it, signing with their password: the plan changes and the proposal goes.
  await signInAsAdmin(page, subscriptionPage(customer.subscriptionId));
  const panel = region(page, 'Proposed change');
  await expect(panel).toContainText(`Waiting for a prescriber: change ${FULL} to ${TABLETS}`);
  await expect(panel.getByRole('button', { name: 'Approve and prescribe' })).toBeEnabled();
  await expect(panel.getByText('Only a prescriber can approve or decline.', { exact: false })).toHaveCount(0);
  await keepScreenshot(region(page, 'Proposed change'), testInfo, 'proposed-change-prescriber');
  await panel.getByRole('button', { name: 'Approve and prescribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the proposed change?' });
  await expect(dialog).toContainText(`${FULL} becomes ${TABLETS}`);
  // What the new prescription covers: the supplies still to come, now the tablets.
  await expect(dialog.getByLabel('Supplies authorised')).toHaveValue('6');
  await expect(dialog.getByLabel('Days between supplies')).toHaveValue('56');
  await expect(dialog.getByRole('region', { name: 'What you prescribe' }).getByRole('listitem')).toHaveText(['870T Spironolactone 50 mg tablets6 supplies']);
  expect(await seriousViolations(page, dialog)).toEqual([]);
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Prescribe and sign' }).click();
  await expect(dialog.getByText('That password or authenticator code is not right, so nothing was signed.')).toBeVisible();
  await expect(panel).toBeVisible();
  await keepScreenshot(page, testInfo, 'proposed-change-approve-dialog', { fullPage: false });

  await dialog.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await dialog.getByRole('button', { name: 'Prescribe and sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toHaveCount(0);
  await expect(planRows(page).filter({ hasText: '870T' })).toHaveCount(1);
  await expect(planRows(page).filter({ hasText: '811C' })).toHaveCount(0);
  await customer.request.dispose();
});

test('the prescriber declines a proposed addition with a reason: the plan stays as prescribed', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  const token = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const post = async (path: string, data: object) => {
    const answer = await customer.request.post(path, { headers: { 'x-csrf-token': token }, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { message?: string };
  };
  await post('/v2/admin/form/review', { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(customer.request, customer.subscriptionId)) });
  const treatments = (await (await customer.request.get('/v2/admin/data/treatments')).json()) as { plans: { items: { id: number; code: string }[] }[] }[];
  const glow = treatments.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((item) => item.code === '820C')!;
  expect((await post('/v2/admin/form/subscription/add-item', { id: customer.subscriptionId, item_id: glow.id })).message).toBe(SENT);

  await signInAsAdmin(page, subscriptionPage(customer.subscriptionId));
  const panel = region(page, 'Proposed change');
  await expect(panel).toContainText('Waiting for a prescriber: add [820C] Glow formula');
  await panel.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the proposed change?' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Give the reason for declining.')).toBeVisible();
  await dialog.getByLabel('Reason for declining').fill('Not with tretinoin twice.');
  await keepScreenshot(page, testInfo, 'proposed-change-decline-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toHaveCount(0);
  await expect(planRows(page)).toHaveCount(2);
  await expect(planRows(page).filter({ hasText: '820C' })).toHaveCount(0);
  await customer.request.dispose();
});
