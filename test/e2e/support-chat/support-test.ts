import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInStaffThroughApi } from '../staff-sign-in';
import { testFromOwnAddresses } from '../support/client-address';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { signUpNewCustomer } from '../support/new-customer';
import { postAccepted, signedInUser } from '../support/session-api';

/** Every support journey registers a customer: from addresses of their own (see testFromOwnAddresses). */
export const test = testFromOwnAddresses({ desktop: '203.0.113.161', mobile: '203.0.113.162' });

export { expect };

export interface Staff {
  context: BrowserContext;
  page: Page;
  reply: (userId: number, message: string) => Promise<void>;
}

/** The demo admin, signed in through the API in a browser context of their own (a second person at another computer). */
export async function signInStaff(browser: Browser, baseURL: string, headers: Record<string, string>): Promise<Staff> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, viewport: { width: 1280, height: 800 } });
  const token = await signInStaffThroughApi(context.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
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
  const { email } = await signUpNewCustomer(page.request, 'generic');
  return { email, userId: (await signedInUser(page.request)).id };
}

/** Sends a chat message as the customer signed in on the page's context, through the API. */
export async function customerSays(page: Page, message: string): Promise<void> {
  await postAccepted(page.request, '/v2/profile/form/chat', { message });
}
