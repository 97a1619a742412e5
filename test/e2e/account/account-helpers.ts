import { expect, request, type Page } from '@playwright/test';
import { signInStaffThroughApi } from '../staff-sign-in';
import { payWithNewCard } from '../support/cards';
import { testFromOwnAddresses } from '../support/client-address';
import { submitConsultation } from '../support/consultation-by-api';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { savePatientAddress, signUpNewCustomer } from '../support/new-customer';
import { safetyAnswers } from '../support/safety-answers';

/** The account journeys each register a customer: from addresses of their own (see testFromOwnAddresses). */
export const test = testFromOwnAddresses({ desktop: '203.0.113.51', mobile: '203.0.113.61' });

export { expect } from '@playwright/test';

/**
 * A new customer whose treatment is active, reached the real way: consultation, the first
 * payment with a saved card, and the prescriber's approval (as the demo admin). Then the
 * dashboard is open. Each test has its own, so the desktop and mobile runs never meet.
 */
export async function customerWithActiveTreatment(page: Page): Promise<{ subscriptionId: number; email: string }> {
  const { email } = await signUpNewCustomer(page.request, 'acne');
  const { subscriptionId } = await submitConsultation(page.request, 'acne');
  // Not the address the journeys change it to, so a change shows.
  await savePatientAddress(page.request, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', contact_no: '07700 900456', address_1: '1 High Street', postcode: 'LS1 1AA', city: 'Leeds' });
  await payWithNewCard(page.request);

  await approveAsAdmin(subscriptionId);
  await page.goto('/v2/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  return { subscriptionId, email };
}

/** The prescriber's approval, from a separate session signed in as the demo admin. */
async function approveAsAdmin(subscriptionId: number): Promise<void> {
  const admin = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.71' } });
  try {
    const token = await signInStaffThroughApi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const approved = await admin.post('/v2/admin/form/review', { headers: { 'x-csrf-token': token }, data: { id: subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(admin, subscriptionId)) } });
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2027-01-29' as '29 January 2027', as the account writes a date in a sentence. */
export const longDate = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** The dashboard card's four dialogs, by the button that opens each and its title. */
const DASHBOARD_DIALOGS = [
  ['Update delivery date', 'Update delivery date'],
  ['Postpone or pause', 'Postpone or pause'],
  ['Change Payment Method', 'Change payment method'],
  ['Cancel', 'Cancel your treatment?'],
] as const;

/** Opens each of the first card's dialogs in turn, runs `look` with it open, and closes it again. */
export async function inEachDashboardDialog(page: Page, look: (button: string) => Promise<void>): Promise<void> {
  const active = page.getByRole('article').first();
  for (const [button, title] of DASHBOARD_DIALOGS) {
    await active.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await look(button);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}
