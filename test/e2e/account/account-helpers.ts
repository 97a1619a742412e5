import { expect, request, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { csrfToken, submitConsultation } from '../checkout/checkout-helpers';
import { signUpNewCustomer } from '../consultation/customers';
import { signInStaffThroughApi } from '../staff-sign-in';

/**
 * The account journeys each register a customer, and registrations are limited per client
 * address: these tests browse from addresses of their own, one per project.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testInfo.project.name === 'mobile' ? '203.0.113.61' : '203.0.113.51' });
  },
});

export { expect } from '@playwright/test';

/** Saves a sandbox test card for the signed-in customer, as the browser's card form would. */
export async function saveCard(request: APIRequestContext, number: string): Promise<string> {
  const intent = await request.post('/v2/subscription/form/create-setup-intent', { headers: { 'x-csrf-token': await csrfToken(request) } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const saved = await request.post('/sandbox-provider/setup-intents/confirm', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { client_secret: clientSecret, number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Priya Shah' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { payment_method: string }).payment_method;
}

/**
 * A new customer whose treatment is active, reached the real way: consultation, the first
 * payment with a saved card, and the prescriber's approval (as the demo admin). Then the
 * dashboard is open. Each test has its own, so the desktop and mobile runs never meet.
 */
export async function customerWithActiveTreatment(page: Page): Promise<{ subscriptionId: number }> {
  await signUpNewCustomer(page, 'acne');
  const { subscriptionId } = await submitConsultation(page.request, 'acne');
  // Checkout's address step: a prescription carries the patient's address.
  const address = await page.request.post('/v2/subscription/form/update-billing-info', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', contact_no: '07700 900456', address_1: '1 High Street', postcode: 'LS1 1AA', city: 'Leeds' },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const card = await saveCard(page.request, '4242 4242 4242 4242');
  const started = await page.request.post('/v2/subscription/form/start-subscription', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: { paymentMethod: card },
  });
  expect(started.ok(), await started.text()).toBe(true);

  await approveAsAdmin(subscriptionId);
  await page.goto('/v2/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  return { subscriptionId };
}

/** The prescriber's approval, from a separate session signed in as the demo admin. */
async function approveAsAdmin(subscriptionId: number): Promise<void> {
  const admin = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.71' } });
  try {
    const token = await signInStaffThroughApi(admin, 'admin@example.com', 'admin-demo-pass');
    const approved = await admin.post('/v2/admin/form/review', { headers: { 'x-csrf-token': token }, data: { id: subscriptionId, approve: 1, signature_password: 'admin-demo-pass' } });
    expect(approved.ok(), await approved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** The card of the one treatment on a new customer's dashboard. */
export const treatmentCard = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Your Personalised Formula' }) }).first();

/** 'YYYY-MM-DD' days from today on the UK calendar the server uses. */
export function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}
