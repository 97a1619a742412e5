import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { csrfToken, submitConsultation, TEST_CARDS } from '../checkout/checkout-helpers';
import { logInThroughTheForm } from '../navigation';

export const PRESCRIBER_ADMIN = { email: 'admin@example.com', password: 'admin-demo-pass' };

/** A surname no other run shares, so searches find exactly this run's patient. */
export const uniqueSurname = () =>
  `Test${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .replace(/^./, (letter) => letter.toUpperCase())}`;

export interface PaidCustomer {
  request: APIRequestContext;
  email: string;
  name: string;
  subscriptionId: number;
}

const post = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
};

/**
 * A customer in their own browser session who has signed up, submitted an acne consultation,
 * given their address and paid with DERMLOVE10: their subscription waits for the prescriber.
 */
export async function paidCustomer(baseURL: string, surname: string): Promise<PaidCustomer> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });
  const email = `patient-${randomUUID().slice(0, 12)}@example.com`;
  await post(request, '/auth/register', {
    email,
    password: 'a-long-test-password',
    password_confirmation: 'a-long-test-password',
    first_name: 'Priya',
    last_name: surname,
    birth_date: '1994-03-12',
    sex: 'female',
    consultation_type: 'acne',
  });
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  await post(request, '/auth/verify-email', { email, code });
  await submitConsultation(request, 'acne');
  await post(request, '/v2/subscription/form/apply-code', { code: 'DERMLOVE10' });
  await post(request, '/v2/subscription/form/update-billing-info', { first_name: 'Priya', last_name: surname, email, contact_no: '07700 900123', address_1: '12 Harley Street', city: 'London', postcode: 'W1G 9PF' });
  const { clientSecret } = await post(request, '/v2/subscription/form/create-setup-intent', {});
  const card = await post(request, '/sandbox-provider/setup-intents/confirm', { client_secret: clientSecret, number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123', name: `Priya ${surname}` });
  const started = await post(request, '/v2/subscription/form/start-subscription', { paymentMethod: card.payment_method });
  return { request, email, name: `Priya ${surname}`, subscriptionId: started.subscriptionId as number };
}

export async function signInAsPrescriberAdmin(page: Page, next: string): Promise<void> {
  await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
  await logInThroughTheForm(page, PRESCRIBER_ADMIN.email, PRESCRIBER_ADMIN.password);
  await expect(page).toHaveURL(next);
}

/** The prescriber's decision through the API the Approve and Decline buttons call (spec §7 POST /v2/admin/form/review); the demo prescriber signs with their password. */
export async function review(page: Page, subscriptionId: number, approve: boolean, reason?: string) {
  return post(page.request, '/v2/admin/form/review', { id: subscriptionId, approve: approve ? 1 : 0, ...(reason ? { reason } : {}), ...(approve ? { signature_password: 'admin-demo-pass' } : {}) });
}

export async function emailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  return (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
}
