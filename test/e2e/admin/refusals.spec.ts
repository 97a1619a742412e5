import type { Page } from '@playwright/test';
import { test } from './admin-test';
import { signInAsAdmin } from '../support/demo-accounts';
import { expectRefusalShown, refusalFor } from '../support/refusals';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { customerWithSubscription, openCustomerRow, pickFromList } from './admin-helpers';
import { expect } from './expect';
import { keepScreenshot } from '../support/screenshots';

/**
 * Issue 21: a refused admin action never fails silently. Each action on the back office is
 * refused (by the server for real where a state it refuses is at hand, otherwise answered with
 * a refusal in the server's error shape) and the server's words must be on the screen.
 */
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const form = (call: string) => ({ method: 'POST' as const, path: `/v2/admin/form/${call}` });

test('every action on a subscription shows the server’s refusal', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const customer = await customerWithSubscription(baseURL!, testInfo);
  await signInAsAdmin(page);
  await (await openCustomerRow(page, customer.email)).click();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  const plan = panel(page, 'Treatment plan');
  const rows = plan.locator('tbody tr.ant-table-row');
  const code = (await rows.first().locator('strong').textContent())!;

  await expectRefusalShown(
    page,
    form('update-user-address'),
    async () => {
      await panel(page, 'Customer').getByRole('button', { name: 'Edit address' }).click();
      await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save' }).click();
    },
    refusalFor('editing the address'),
  );
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Cancel' }).click();

  await expectRefusalShown(
    page,
    form('subscription/update-date'),
    async () => {
      await page.getByLabel('New delivery date').click();
      await page.getByLabel('New delivery date').fill(`15/03/${new Date().getFullYear() + 1}`);
      await page.getByLabel('New delivery date').press('Enter');
      await page.getByRole('button', { name: 'Update date' }).click();
    },
    refusalFor('moving the delivery date'),
  );

  await expectRefusalShown(
    page,
    form('subscription/add-item'),
    async () => {
      await plan.getByRole('button', { name: 'Add item' }).click();
      await pickFromList(page, '[850C] Hormonal acne formula', async () => {
        await page.getByRole('dialog').getByLabel('Select item').click();
        await page.keyboard.type('850C');
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    },
    refusalFor('adding an item'),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await expectRefusalShown(
    page,
    form('subscription/change-item'),
    async () => {
      await rows.first().getByRole('button', { name: `Change ${code}` }).click();
      await pickFromList(page, '[820C] Glow formula', async () => {
        await page.getByRole('dialog').getByLabel('Select item').click();
        await page.keyboard.type('820C');
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
    },
    refusalFor('changing an item'),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await expectRefusalShown(page, form('subscription/update-item-status'), () => pickFromList(page, 'Waiting for customer', () => rows.first().getByLabel(`Status of ${code}`).click()), refusalFor('the item status'));

  await expectRefusalShown(
    page,
    form('subscription/update-item-shipping'),
    async () => {
      const date = rows.first().getByLabel(`Shipping date of ${code}`);
      await date.click();
      await date.fill(`01/02/${new Date().getFullYear() + 1}`);
      await date.press('Enter');
    },
    refusalFor('the shipping date'),
  );

  await expectRefusalShown(page, { method: 'POST', path: '/admin/order/update-user-note' }, () => page.getByRole('textbox', { name: 'Admin note' }).fill('Call after 5pm.'), refusalFor('saving the note'));
  await expect(page.getByRole('dialog', { name: 'Error #1' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Error #1' }).getByRole('button', { name: 'OK' }).click();

  await expectRefusalShown(
    page,
    form('end-subscription'),
    async () => {
      await page.getByRole('button', { name: 'End Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'End Subscription' }).click();
    },
    refusalFor('ending the subscription'),
  );
  await keepScreenshot(page, testInfo, 'refused-end');
});

test('Ship is not offered before there is a prescription, and the other refusals show', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  // The page asks whether the paid supply is on the dispatch list (it is not: no prescription).
  const dispatchAnswered = page.waitForResponse((response) => /\/v2\/admin\/data\/dispatch\/items\/\d+/.test(response.url()));
  await signInAsAdmin(page, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const plan = panel(page, 'Treatment plan');
  const paidRow = plan.locator('tbody tr.ant-table-row').first();
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByRole('button', { name: 'Documents' })).toBeVisible();
  await dispatchAnswered;
  // In review the supply has no prescription: no Ship button at all, not even a disabled one.
  await expect(paidRow.getByRole('button', { name: 'Ship' })).toHaveCount(0);
  const detail = (await (await page.request.get(`/v2/admin/data/subscription?id=${customer.subscriptionId}`)).json()) as { subscription: { items: { id: number }[] }; customer: { id: number } };
  // The server refuses it the same way, whoever calls.
  const csrf = ((await (await page.request.get('/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const shipped = await page.request.post('/v2/admin/form/ship', { headers: { 'x-csrf-token': csrf }, data: { id: detail.subscription.items[0]!.id } });
  expect(shipped.status()).toBe(409);
  expect(((await shipped.json()) as { message: string }).message).toMatch(/no prescription yet/);
  await keepScreenshot(page, testInfo, 'review-no-ship');

  // A document the server will not make.
  await expectRefusalShown(
    page,
    { method: 'GET', path: '/v2/admin/form/ship/pdf/dispatch-note' },
    async () => {
      await paidRow.getByRole('button', { name: 'Documents' }).click();
      await page.getByRole('menuitem', { name: 'Dispatch Note' }).click();
    },
    refusalFor('the dispatch note'),
  );

  // A catalogue edit.
  await page.goto('/v2/admin/treatments');
  const code = '810C';
  await expectRefusalShown(
    page,
    form('treatment-item/update'),
    async () => {
      await page.getByRole('row').filter({ hasText: code }).first().getByRole('button', { name: `Edit ${code}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    },
    refusalFor('editing the catalogue'),
  );

  // A chat reply.
  await page.goto(`/v2/admin/chat/${detail.customer.id}`);
  await expectRefusalShown(
    page,
    form('send-user-chat'),
    async () => {
      await page.getByPlaceholder('Type your message...').fill('Hello from the team.');
      await page.getByRole('button', { name: 'Send' }).click();
    },
    refusalFor('sending the reply'),
  );
});
