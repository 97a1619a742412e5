import { test } from './admin-test';
import { signInAsAdmin } from '../support/demo-accounts';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { expect } from './expect';
import { sidewaysOverflow } from './admin-helpers';
import { keepScreenshot } from '../support/screenshots';

/**
 * One admin look, and no sideways scroll on a phone (issue 21): every back-office screen, with
 * data in it (a paid subscription under review, its customer's chat), fits the window at 375 px
 * and at 1280 px. Each screen is saved for people to look at.
 */
test('every admin screen fits the window without scrolling sideways', { tag: '@responsive' }, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  await signInAsAdmin(page);
  const detail = (await (await page.request.get(`/v2/admin/data/subscription?id=${customer.subscriptionId}`)).json()) as { customer: { id: number } };

  const screens: [name: string, path: string, heading: RegExp][] = [
    ['subscriptions', '/v2/admin/subscriptions?status=all', /Subscriptions/],
    ['subscription-detail', `/v2/admin/subscriptions/${customer.subscriptionId}`, /Acne Formula/],
    ['treatments', '/v2/admin/treatments', /Treatments/],
    ['chats', '/v2/admin/chats', /chats|Chat/i],
    ['chat', `/v2/admin/chat/${detail.customer.id}`, /Customer Support/],
    ['pom', '/v2/admin/pom', /POM register/],
    ['dispatch', '/v2/admin/dispatch', /Dispatch orders/],
    ['responsible-pharmacist', '/v2/admin/responsible-pharmacist', /Responsible pharmacist/i],
    ['erasure-requests', '/v2/admin/erasure-requests', /Erasure requests/i],
    ['identity-checks', '/v2/admin/identity-checks', /Identity checks/],
    ['prescription-signatures', '/v2/admin/prescription-signatures', /signature/i],
  ];
  for (const [name, path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first(), name).toBeVisible();
    // Tables and panels fill in after the heading: wait until nothing is loading.
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
    await keepScreenshot(page, testInfo, `screen-${name}`);
    expect(await sidewaysOverflow(page), `${name} scrolls sideways by this many pixels`).toBeLessThanOrEqual(0);
  }
});
