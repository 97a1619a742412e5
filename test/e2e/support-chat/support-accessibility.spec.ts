import { seriousViolations } from '../support/accessibility';
import { customerSays, expect, newCustomer, signInStaff, test } from './support-test';

test('the chat and photo pages, for customers and staff, have no serious or critical accessibility violations', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
  test.setTimeout(60_000);
  const customer = await newCustomer(page);
  await customerSays(page, 'Hello, a question about my cream.');

  await page.goto('/v2/profile/chat');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Hello, a question about my cream.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/v2/profile/photos');
  await expect(page.getByText('No photos yet. Upload your first one!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await signInStaff(browser, baseURL!, extraHTTPHeaders ?? {});
  await staff.page.goto('/v2/admin/chats');
  await expect(staff.page.locator('.ant-table-row').first()).toBeVisible();
  expect(await seriousViolations(staff.page)).toEqual([]);

  await staff.page.goto(`/v2/admin/chat/${customer.userId}`);
  await expect(staff.page.getByRole('log', { name: 'Messages' }).getByText('Hello, a question about my cream.')).toBeVisible();
  await expect(staff.page.getByText('No active subscriptions')).toBeVisible();
  expect(await seriousViolations(staff.page)).toEqual([]);
  await staff.context.close();
});
