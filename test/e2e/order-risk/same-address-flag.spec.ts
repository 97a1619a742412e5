import { sidewaysOverflow } from '../admin/admin-helpers';
import { expect } from '../admin/expect';
import { seriousViolations } from '../support/accessibility';
import { testFromOwnAddresses } from '../support/client-address';
import { signInAsAdmin } from '../support/demo-accounts';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { answerSafetyChecksInDialog } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/** Issue 19, order-risk flags: staff sign in through the form from addresses of this spec's own. */
const test = testFromOwnAddresses({ desktop: '203.0.113.141', mobile: '203.0.113.151' });

test('two customers at one address check out; the prescriber sees the same-address flag, acknowledges it with a note and approves', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  // An address only this run's two customers have, typed differently by each.
  const number = 100 + Math.floor(Math.random() * 9000);
  const first = await paidCustomer(baseURL!, uniqueSurname(), { address_1: `${number} Orchard Row`, postcode: 'LS2 7AB', city: 'Leeds' });
  const second = await paidCustomer(baseURL!, uniqueSurname(), { address_1: `${number} orchard row`, postcode: 'ls2 7ab', city: 'Leeds' });

  // The review screen: the 'Risk flags' panel names the other customer at the address.
  await signInAsAdmin(page, `/v2/admin/subscriptions/${second.subscriptionId}`);
  const panel = page.getByRole('region', { name: 'Risk flags' });
  const sameAddress = panel.getByRole('listitem').filter({ hasText: 'Same address' });
  await expect(sameAddress).toContainText(`also the address of ${first.name}`);
  await expect(sameAddress).toContainText('The prescriber acknowledges it with a note when approving.');
  await expect(panel.getByText('Open', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page, panel)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(panel, testInfo, 'risk-flags-panel');

  // Approving asks for a note on each open flag; without one nothing is sent.
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve subscription #${second.subscriptionId}?` });
  const flags = dialog.getByRole('region', { name: 'Risk flags to acknowledge' });
  await expect(flags.getByText(`also the address of ${first.name}`)).toBeVisible();
  await answerSafetyChecksInDialog(page, dialog, { unanswered: 'flags' });
  await dialog.getByLabel('Your password').fill('admin-demo-pass');
  await dialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(dialog.getByText("Write a note on the 'Same address' flag.")).toBeVisible();
  expect(await seriousViolations(page, dialog)).toEqual([]);
  await keepScreenshot(page, testInfo, 'approve-dialog-with-flags', { fullPage: false });

  const note = 'Phoned both: sisters sharing a flat, each treated for her own acne.';
  await dialog.getByLabel("Note on 'Same address'").fill(note);
  for (const other of await dialog.getByLabel(/^Note on '/).all()) if (!(await other.inputValue())) await other.fill('Checked: the shared test card of the sandbox.');
  await dialog.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(dialog).toBeHidden();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  // The flag stays on the record, acknowledged with the note.
  await expect(sameAddress).toContainText('Acknowledged by Amelia Hart');
  await expect(sameAddress).toContainText(note);
  await keepScreenshot(page, testInfo, 'risk-flags-acknowledged');

  // The list: the first customer's order, still in review, is flagged too; 'Flagged only' keeps it.
  await page.goto(`/v2/admin/subscriptions?status=all&flagged=1&keyword=${encodeURIComponent(first.email)}`);
  const row = page.getByRole('row', { name: `Open subscription ${first.subscriptionId}` });
  // The Flags column (1280 px), or the count under the status where that column does not fit (375 px).
  await expect(row.locator('.ant-tag:visible', { hasText: /^\d+ (open|flags?)$/ })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Flagged only' })).toBeChecked();
  await page.goto(`/v2/admin/subscriptions?status=all&flagged=1&keyword=${encodeURIComponent(second.email)}`);
  await expect(page.getByText('No subscriptions match.')).toBeVisible();
  await page.goto(`/v2/admin/subscriptions?status=all&flagged=1`);
  await expect(page.getByRole('row', { name: /Open subscription/ }).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'subscriptions-flagged-filter');
});
