import { expect, test, type Page } from '@playwright/test';
import { submitConsultation } from './support/consultation-by-api';
import { signInAsAdmin } from './support/demo-accounts';
import { signUpNewCustomer } from './support/new-customer';

/**
 * The content security policy admits no inline <style> without the page's nonce. Every
 * area of the shop is drawn under it without the browser refusing anything: the
 * server-drawn storefront, the sign-up wizard, the login form, checkout, the account and
 * the back office, with an antd dialog opened (its scroll lock adds a style of its own).
 * Nor does the browser object to the Permissions-Policy.
 */
test.describe.configure({ mode: 'parallel' });

/** Everything the browser refused or complained about in the page's policies, as it happens. */
async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample}) on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Opens a page and waits until its main heading is drawn and the frame after it painted. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the storefront, the login form and the sign-up wizard', async ({ page }) => {
  const problems = await watchPolicies(page);
  for (const path of ['/', '/shop', '/shop/acne', '/acne', '/ingredients', '/meet-the-team', '/reviews', '/journal', '/faqs', '/v2/login', '/consultation/acne']) {
    await visit(page, path);
  }
  expect(problems).toEqual([]);
});

test('checkout and the account', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await watchPolicies(page);
  await signUpNewCustomer(page.request, 'acne');
  await submitConsultation(page.request, 'acne');
  for (const path of ['/v2/subscription/checkout', '/v2/profile', '/v2/profile/photos', '/v2/profile/chat']) {
    await visit(page, path);
  }
  expect(problems).toEqual([]);
});

test('the back office, with a dialog open', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await watchPolicies(page);
  await signInAsAdmin(page, '/v2/admin/treatments');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  for (const path of ['/v2/admin/subscriptions', '/v2/admin/dispatch', '/v2/admin/pom', '/v2/admin/chats']) {
    await visit(page, path);
  }
  expect(problems).toEqual([]);
});

test('the Permissions-Policy, as the browser reads it: the camera only where a photo is taken', async ({ page }) => {
  const problems = await watchPolicies(page);
  const allows = (feature: string) => page.evaluate((name) => (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature(name), feature);
  await visit(page, '/shop');
  expect({ camera: await allows('camera'), microphone: await allows('microphone'), geolocation: await allows('geolocation') }).toEqual({ camera: false, microphone: false, geolocation: false });
  await visit(page, '/consultation/acne');
  expect({ camera: await allows('camera'), microphone: await allows('microphone'), geolocation: await allows('geolocation') }).toEqual({ camera: true, microphone: false, geolocation: false });
  expect(problems).toEqual([]);
});
