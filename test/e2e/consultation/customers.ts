import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { logInThroughTheForm } from '../navigation';

export const SEEDED_CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-pass' };

/** Signs the page in as the seeded demo customer through the login form. */
export async function signInAsSeededCustomer(page: Page, next: string): Promise<void> {
  await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
  await logInThroughTheForm(page, SEEDED_CUSTOMER.email, SEEDED_CUSTOMER.password);
  await expect(page).toHaveURL(next);
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = await request.get('/auth/session');
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Registers and verifies a new customer through the API, signed in in the page's
 * browser context. For journeys that submit a consultation: a submission replaces the
 * account's pending proposal, so two such journeys (the desktop and the mobile run)
 * must not share the demo account.
 */
export async function signUpNewCustomer(page: Page, consultationType: string): Promise<{ email: string }> {
  const request = page.request;
  const email = `patient-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'a-long-test-password';
  const registered = await request.post('/auth/register', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: {
      email,
      password,
      password_confirmation: password,
      first_name: 'Priya',
      last_name: 'Shah',
      birth_date: '1994-03-12',
      sex: 'female',
      consultation_type: consultationType,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const messages = (await mailbox.json()) as { text: string }[];
      code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();

  const verified = await request.post('/auth/verify-email', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email };
}
