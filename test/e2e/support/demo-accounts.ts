import { expect, type Page } from '@playwright/test';
import { signInStaffThroughApi } from '../staff-sign-in';
import { postAccepted } from './session-api';

/** The accounts the demo data seeds outside production (README). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-pass' };
export const SEEDED_CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-pass' };

/**
 * Signs the page's own session in as `account` through the API (the password, then for staff the
 * second factor) and opens `next`. The login form itself is walked by the tests about it
 * (sign-in.spec.ts, admin/two-factor.spec.ts); a journey that only needs someone signed in starts
 * there, in a session of its own, instead of typing into the form again. Where `next` has no
 * search of its own, the page may add one (the admin list puts its filters in the address).
 */
async function signInThroughTheApi(page: Page, account: { email: string; password: string }, next: string, staff: boolean): Promise<void> {
  // The context's request shares the page's cookies: the page is then signed in too.
  const request = page.context().request;
  if (staff) await signInStaffThroughApi(request, account.email, account.password);
  else await postAccepted(request, '/login', account);
  await page.goto(next);
  await expect(page).toHaveURL((url) => (next.includes('?') ? url.pathname + url.search : url.pathname) === next);
}

/** The demo admin, who is also a prescriber (with the second step passed), on `next`. */
export const signInAsAdmin = (page: Page, next = '/v2/admin/subscriptions') => signInThroughTheApi(page, DEMO_ADMIN, next, true);

/** The seeded demo customer, with treatments in every state, on `next`. */
export const signInAsSeededCustomer = (page: Page, next: string) => signInThroughTheApi(page, SEEDED_CUSTOMER, next, false);
