import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { expect } from '../admin/expect';
import { testFromOwnAddresses } from '../support/client-address';
import { signInAsAdmin } from '../support/demo-accounts';
import { adjustFormula, checkInStatus, chooseGpWithConsent, customerDashboard, fillCheckIn, openCheckIn, verifyIdentity } from '../support/patient-safety-steps';
import { answerSafetyChecksInDialog } from '../support/safety-answers';

/**
 * Issue 19 end to end (docs/patient-safety.md): a new customer checks out, verifies their identity
 * in the local capture flow and names their GP with consent; the prescriber sees the clear result
 * and a 'same address' flag, acknowledges it and approves; the GP letter goes to the practice; at a
 * later supply the customer answers a check-in with a new photo and the prescriber adjusts the formula.
 */
const test = testFromOwnAddresses({ desktop: '203.0.113.191', mobile: '203.0.113.201' });

const TABLETS = { code: '870T', label: '[870T] Spironolactone 50 mg tablets' };

test('verified, GP told, flag acknowledged, approved, then a check-in adjusts the formula', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  // Someone else already ordered to this address, written differently.
  const number = 100 + Math.floor(Math.random() * 9000);
  const housemate = await paidCustomer(baseURL!, uniqueSurname(), { address_1: `${number} Mill Lane`, postcode: 'YO1 7HH', city: 'York' });
  const customer = await paidCustomer(baseURL!, uniqueSurname(), { address_1: `${number} mill lane`, postcode: 'yo17hh', city: 'York' });

  // 1. The customer verifies their identity and names their GP, with consent.
  const dashboard = await customerDashboard(browser, testInfo, customer);
  await verifyIdentity(dashboard, customer.name);
  await expect(dashboard.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible({ timeout: 20_000 });
  await dashboard.goto('/v2/profile');
  const gpDialog = await chooseGpWithConsent(dashboard, 'knightsbridge', 'Knightsbridge Medical Centre');
  await gpDialog.getByRole('button', { name: 'Save GP details' }).click();
  await expect(gpDialog).toBeHidden();
  await expect(dashboard.getByText('We’ll write to Knightsbridge Medical Centre if our prescriber approves your treatment.')).toBeVisible();

  // 2. The prescriber sees the clear result and the flag, acknowledges it and approves.
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  await expect(page.getByRole('region', { name: 'Identity check' }).getByText('Verified (clear)')).toBeVisible({ timeout: 20_000 });
  const sameAddress = page.getByRole('region', { name: 'Risk flags' }).getByRole('listitem').filter({ hasText: 'Same address' });
  await expect(sameAddress).toContainText(`also the address of ${housemate.name}`, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'GP', exact: true }).getByText('Consents to share')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: `Approve subscription #${customer.subscriptionId}?` });
  await expect(approveDialog.getByLabel('Reason for approving without a verified identity')).toHaveCount(0);
  await expect(approveDialog.getByLabel('Why prescribe without telling the GP?')).toHaveCount(0);
  await approveDialog.getByLabel("Note on 'Same address'").fill('Phoned the patient: housemates, each treated for their own skin.');
  await answerSafetyChecksInDialog(page, approveDialog, { unanswered: 'flags' });
  for (const other of await approveDialog.getByLabel(/^Note on '/).all()) if (!(await other.inputValue())) await other.fill('Checked: the shared test card of the sandbox.');
  await approveDialog.getByLabel('Your password').fill('admin-demo-pass');
  await approveDialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(sameAddress).toContainText('Acknowledged by Amelia Hart');

  // 3. The GP letter is sent once the approval has committed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'GP', exact: true }).getByText('GP letter sent')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // 4. Before a later supply, the check-in: answered with a new photo, and the formula adjusted.
  await openCheckIn(customer.subscriptionId);
  await dashboard.goto('/v2/profile');
  await dashboard.getByRole('link', { name: 'Start your check-in' }).click();
  await fillCheckIn(dashboard);
  await dashboard.getByRole('button', { name: 'Send to the prescriber' }).click();
  await expect(dashboard.getByText('Thank you: your check-in is with our prescriber.')).toBeVisible();
  await page.reload();
  const checkIn = page.getByRole('region', { name: 'Check-in', exact: true });
  await expect(checkIn).toContainText('A little better');
  await adjustFormula(page, checkIn, TABLETS);
  expect(await checkInStatus(customer.subscriptionId)).toBe('adjusted');

  await dashboard.context().close();
  await Promise.all([customer.request.dispose(), housemate.request.dispose()]);
});
