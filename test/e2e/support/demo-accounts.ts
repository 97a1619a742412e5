import { expect, type Page } from '@playwright/test';
import { logInThroughTheForm } from '../navigation';

/** The accounts the demo data seeds outside production (README). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-pass' };
export const SEEDED_CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-pass' };

/**
 * Signs the page in through the login form as `account` and lands on `next`. Where `next` has
 * no search of its own, the page may add one (the admin list puts its filters in the address).
 */
async function signInThroughTheForm(page: Page, account: { email: string; password: string }, next: string): Promise<void> {
  await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
  await logInThroughTheForm(page, account.email, account.password);
  await expect(page).toHaveURL((url) => (next.includes('?') ? url.pathname + url.search : url.pathname) === next);
}

/** The demo admin, who is also a prescriber (with the second step passed), on `next`. */
export const signInAsAdmin = (page: Page, next = '/v2/admin/subscriptions') => signInThroughTheForm(page, DEMO_ADMIN, next);

/** The seeded demo customer, with treatments in every state, on `next`. */
export const signInAsSeededCustomer = (page: Page, next: string) => signInThroughTheForm(page, SEEDED_CUSTOMER, next);
