import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { signInAsAdmin } from '../support/demo-accounts';
import { customerWithSubscription, openCustomerRow, pickFromList } from './admin-helpers';
import { keepScreenshot } from '../support/screenshots';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function pickItem(page: Page, label: string) {
  await pickFromList(page, label, async () => {
    await page.getByRole('dialog').getByLabel('Select item').click();
    // The list is long (and virtual): type the code, as staff do.
    await page.keyboard.type(label.slice(1, 5));
  });
}

async function pickDate(page: Page, input: ReturnType<Page['getByLabel']>, ddmmyyyy: string) {
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
}

test.describe('the admin subscription detail', () => {
  test('edits the address, the delivery date, the plan and a note, ends the subscription, and the history shows it all', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const customer = await customerWithSubscription(baseURL!, testInfo);
    await signInAsAdmin(page);
    await (await openCustomerRow(page, customer.email)).click();
    await expect(page).toHaveURL(/\/v2\/admin\/subscriptions\/\d+$/);
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'subscription-detail');

    // The consultation the customer submitted: one tab, every question with its answer, the photos shown.
    const consultation = panel(page, 'Consultations');
    await expect(consultation.getByRole('tab')).toHaveCount(1);
    await expect(consultation.getByRole('columnheader', { name: 'Question' })).toBeVisible();
    await expect(consultation.getByRole('cell', { name: 'Yes', exact: true }).first()).toBeVisible();
    await expect(consultation.getByRole('img').first()).toBeVisible();

    // The address.
    await panel(page, 'Customer').getByRole('button', { name: 'Edit address' }).click();
    const addressDialog = page.getByRole('dialog', { name: 'Edit address' });
    await addressDialog.getByLabel('Address line 1').fill('221B Baker Street');
    await addressDialog.getByLabel('Postcode').fill('not a postcode');
    await addressDialog.getByRole('button', { name: 'Save' }).click();
    await expect(addressDialog.getByText('Please enter a valid UK postcode.')).toBeVisible();
    await addressDialog.getByLabel('Postcode').fill('nw1 6xe');
    await addressDialog.getByRole('button', { name: 'Save' }).click();
    await expect(addressDialog).toBeHidden();
    await expect(panel(page, 'Customer')).toContainText('221B Baker Street');
    await expect(panel(page, 'Customer')).toContainText('NW1 6XE');

    // The next delivery date.
    const year = new Date().getFullYear() + 1;
    await pickDate(page, page.getByLabel('New delivery date'), `15/03/${year}`);
    await page.getByRole('button', { name: 'Update date' }).click();
    await expect(panel(page, 'Next delivery')).toContainText(`15/03/${year}`);

    // The plan: add 850C, change it to 820C, set the first item waiting (the select refuses 'Paid': only a payment makes it so), remove the added one.
    const plan = panel(page, 'Treatment plan');
    const rows = plan.locator('tbody tr.ant-table-row');
    const before = await rows.count();
    await plan.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('dialog', { name: 'Add treatment item' })).toContainText('*it will be added as the last in the treatment plan');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Add' })).toBeDisabled();
    await pickItem(page, '[850C] Hormonal acne formula');
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.last()).toContainText('850C');

    await rows.last().getByRole('button', { name: 'Change 850C' }).click();
    await expect(page.getByRole('dialog', { name: 'Change treatment item' })).toBeVisible();
    await pickItem(page, '[820C] Glow formula');
    await page.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
    await expect(rows.last()).toContainText('820C');

    const first = rows.first();
    const firstCode = (await first.locator('strong').textContent())!;
    await pickFromList(page, 'Paid', () => first.getByLabel(`Status of ${firstCode}`).click());
    await expect(page.getByText('Only a payment marks a supply paid', { exact: false })).toBeVisible();
    await pickFromList(page, 'Waiting for customer', () => first.getByLabel(`Status of ${firstCode}`).click());
    await expect(page.getByText(`${firstCode} is now waiting.`)).toBeVisible();

    await rows.last().getByRole('button', { name: 'Remove 820C' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(rows).toHaveCount(before);

    // The note autosaves a second after typing stops, and is there after a reload.
    const note = page.getByRole('textbox', { name: 'Admin note' });
    await note.fill('Prefers a call after 5pm.');
    await expect(panel(page, 'Admin note').getByRole('status')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Admin note' })).toHaveValue('Prefers a call after 5pm.');

    // Ending it, after a confirmation: no next charge is shown any more.
    await expect(page.locator('header').getByText(/^Next charge £\d+\.\d{2}$/)).toBeVisible();
    await page.getByRole('button', { name: 'End Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End Subscription' }).click();
    await expect(page.getByText('Subscription ended.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'End Subscription' })).toHaveCount(0);
    await expect(page.locator('header').getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.locator('header').getByText(/Next charge/)).toHaveCount(0);

    // The histories: every change, by the demo admin.
    const history = panel(page, 'Subscription history');
    for (const summary of ['Ended the subscription', 'Removed item 820C', `Changed item ${firstCode} status`, 'Changed item [850C] to [820C]', 'Added item 850C', 'Changed the next delivery date']) {
      await expect(history.getByText(summary, { exact: true })).toBeVisible();
    }
    await expect(history).toContainText('Amelia Hart');
    const customerHistory = panel(page, 'Customer history');
    // Everything on the customer, their subscriptions' changes included: more than it shows at first.
    await customerHistory.getByRole('button', { name: /^Show all \d+$/ }).click();
    await expect(customerHistory.getByText('Edited the address', { exact: true })).toBeVisible();
    await expect(customerHistory.getByText('Edited the admin note', { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'subscription-detail-after');
    await customer.request.dispose();
  });
});
