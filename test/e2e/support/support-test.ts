import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signUpNewCustomer } from '../consultation/customers';
import { signInStaffThroughApi } from '../staff-sign-in';

/**
 * Every support journey registers a customer, and registrations are limited per client
 * address (20 an hour): these tests browse from addresses of their own, one per project.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testInfo.project.name === 'mobile' ? '203.0.113.71' : '203.0.113.61' });
  },
});

export { expect };

export interface Staff {
  context: BrowserContext;
  page: Page;
  reply: (userId: number, message: string) => Promise<void>;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = await request.get('/auth/session');
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

/** The demo admin, signed in through the API in a browser context of their own (a second person at another computer). */
export async function signInStaff(browser: Browser, baseURL: string, headers: Record<string, string>): Promise<Staff> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, viewport: { width: 1280, height: 800 } });
  const token = await signInStaffThroughApi(context.request, 'admin@example.com', 'admin-demo-pass');
  return {
    context,
    page: await context.newPage(),
    reply: async (userId, message) => {
      const sent = await context.request.post('/v2/admin/form/send-user-chat', { headers: { 'x-csrf-token': token }, data: { user_id: userId, message } });
      expect(sent.ok(), await sent.text()).toBe(true);
    },
  };
}

/** A new customer signed in on the page's context, with their user id. */
export async function newCustomer(page: Page): Promise<{ email: string; userId: number }> {
  const { email } = await signUpNewCustomer(page, 'generic');
  const session = (await (await page.request.get('/auth/session')).json()) as { user: { id: number } };
  return { email, userId: session.user.id };
}

/** Sends a chat message as the customer signed in on the page's context, through the API. */
export async function customerSays(page: Page, message: string): Promise<void> {
  const sent = await page.request.post('/v2/profile/form/chat', { headers: { 'x-csrf-token': await csrfToken(page.request) }, data: { message } });
  expect(sent.ok(), await sent.text()).toBe(true);
}
