import { customerSays, expect, newCustomer, signInStaff, test } from './support-test';

test.describe('the team answers customers', () => {
  test('staff search the list, open a conversation, see new messages live and answer; the customer sees the answer', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    // Two people at two browsers on a shared CI machine: more than the default 30 s.
    test.setTimeout(60_000);
    const customer = await newCustomer(page);
    await customerSays(page, 'My skin is a little dry, is that normal?');
    await page.goto('/v2/profile/chat');
    const customerMessages = page.getByRole('log', { name: 'Messages' });
    await expect(customerMessages.getByText('My skin is a little dry, is that normal?')).toBeVisible();

    const staff = await signInStaff(browser, baseURL!, extraHTTPHeaders ?? {});
    const admin = staff.page;
    await admin.goto('/v2/admin/chats');
    await expect(admin.getByRole('heading', { level: 1, name: 'Customer chats' })).toBeVisible();
    await admin.getByPlaceholder('Search by customer...').fill(customer.email.toUpperCase());
    await expect(admin).toHaveURL(/keyword=/);
    const rows = admin.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    await expect(rows.first()).toContainText('Incoming');
    await expect(rows.first()).toContainText('Awaiting reply');

    await rows.first().click();
    await expect(admin).toHaveURL(new RegExp(`/v2/admin/chat/${customer.userId}$`));
    const teamMessages = admin.getByRole('log', { name: 'Messages' });
    await expect(teamMessages.getByText('My skin is a little dry, is that normal?')).toBeVisible();
    await expect(admin.getByText(customer.email).first()).toBeVisible();
    await expect(admin.getByText('No active subscriptions')).toBeVisible();

    // The customer writes again while staff have the conversation open.
    const box = page.getByPlaceholder('Type your message...');
    await box.fill('It started after the second week.');
    await box.press('Enter');
    await expect(teamMessages.getByText('It started after the second week.')).toBeVisible();

    const answer = admin.getByPlaceholder('Type your message...');
    await answer.fill('That is common early on. Use it every other night for a week.');
    await admin.getByRole('button', { name: 'Send' }).click();
    await expect(teamMessages.getByText('That is common early on. Use it every other night for a week.')).toBeVisible();
    await expect(customerMessages.getByText('That is common early on. Use it every other night for a week.')).toBeVisible();

    // Back on the list, the conversation is now answered.
    await admin.getByRole('link', { name: '← All conversations' }).click();
    await admin.getByPlaceholder('Search by customer...').fill(customer.email);
    await expect(rows.first()).toContainText('Outgoing');
    await expect(rows.first()).not.toContainText('Awaiting reply');
    await staff.context.close();
  });

  test('a conversation with a customer who does not exist says so, with no message box', async ({ browser, baseURL, extraHTTPHeaders }) => {
    const staff = await signInStaff(browser, baseURL!, extraHTTPHeaders ?? {});
    await staff.page.goto('/v2/admin/chat/987654321');
    await expect(staff.page.getByRole('alert').filter({ hasText: 'There is no customer #987654321.' })).toBeVisible();
    await expect(staff.page.getByPlaceholder('Type your message...')).toHaveCount(0);
    await expect(staff.page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await staff.context.close();
  });

  test('customers are not let into the team’s pages', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/v2/admin/chats');
    await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
    await expect(page.getByPlaceholder('Search by customer...')).toHaveCount(0);
    await page.goto('/v2/admin/chat/1');
    await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  });
});
