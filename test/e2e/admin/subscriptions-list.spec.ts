import { test } from '@playwright/test';
import { expect } from './expect';
import { signInAsAdmin } from '../support/demo-accounts';
import { postAccepted } from '../support/session-api';
import { chooseOption, customerWithSubscription, openCustomerRow } from './admin-helpers';
import { keepScreenshot } from '../support/screenshots';

const YELLOW = 'rgb(255, 243, 176)';

test.describe('the admin subscriptions list', () => {
  test('filters and searches, keeps them in the URL, highlights 850C and opens the detail', { tag: '@responsive' }, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await customerWithSubscription(baseURL!, testInfo);
    await signInAsAdmin(page);
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    // Default: the Review queue, 10 a page.
    await expect(page.locator('.ant-select').filter({ has: page.getByLabel('Status', { exact: true }) })).toContainText('Review');

    await chooseOption(page, 'Status', 'Pending');
    await expect(page).toHaveURL(/status=pending/);
    await page.getByLabel('Search by customer, order ID...').fill(`  ${customer.email.toUpperCase()}  `);
    await page.getByLabel('Search by customer, order ID...').press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const row = page.getByRole('row', { name: /Open subscription/ }).filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 subscription', { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'subscriptions-list');

    // The filters survive a reload: they live in the URL.
    await page.reload();
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').first()).not.toHaveCSS('background-color', YELLOW);

    // Once its current item is 850C (changed through the admin API), the row is yellow.
    const id = Number(await row.locator('td').first().textContent());
    const detail = (await (await page.request.get(`/v2/admin/data/subscription?id=${id}`)).json()) as { subscription: { items: { id: number }[] } };
    const catalogue = (await (await page.request.get('/v2/admin/data/treatments')).json()) as { plans: { items: { id: number; code: string }[] }[] }[];
    const item850C = catalogue.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((item) => item.code === '850C')!;
    await postAccepted(page.request, '/v2/admin/form/subscription/change-item', { id: detail.subscription.items[0]!.id, item_id: item850C.id });
    await page.reload();
    await expect(row).toContainText('(850C)');
    await expect(row.locator('td').first()).toHaveCSS('background-color', YELLOW);

    // Another status hides it.
    await chooseOption(page, 'Status', 'Cancelled');
    await expect(page.getByText('No subscriptions match.')).toBeVisible();

    const found = await openCustomerRow(page, customer.email);
    await found.click();
    await expect(page).toHaveURL(/\/v2\/admin\/subscriptions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acne Formula');
  });

  test('the drawer links every back-office area and the queue dashboard is for admins only', { tag: '@responsive' }, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/v2/admin/treatments');
    await expect(page.getByRole('heading', { level: 1, name: 'Treatments' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('navigation', { name: 'Admin' });
    if (testInfo.project.name === 'mobile') {
      // On a phone the drawer opens over the page.
      await expect(drawer).toBeHidden();
      await menu.click();
    } else {
      // On a desk it stays beside the page; the toggle folds it away and back.
      await menu.click();
      await expect(drawer).toBeHidden();
      await menu.click();
    }
    await expect(drawer).toBeVisible();
    for (const name of ['Subscriptions', 'Treatments', 'Chat', 'POM', 'Dispatch', 'Identity checks', 'Erasure requests', 'Queues', 'old admin']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Queues' })).toHaveAttribute('href', '/admin/queues');
    await drawer.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/v2\/admin\/subscriptions$/);

    // 'old admin' (spec §2): a full page load of /admin, which lands staff on the admin home.
    if (testInfo.project.name === 'mobile') await menu.click();
    await expect(drawer.getByRole('link', { name: 'old admin' })).toHaveAttribute('href', '/admin');
    await drawer.getByRole('link', { name: 'old admin' }).click();
    await expect(page).toHaveURL(/\/v2\/admin\/subscriptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();

    const queues = await page.request.get('/admin/queues');
    expect(queues.status()).toBe(200);
    expect(await queues.text()).toContain('__UI_CONFIG__');
  });
});
