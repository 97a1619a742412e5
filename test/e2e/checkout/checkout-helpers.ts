import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpNewCustomer } from '../consultation/customers';
import { photoFile } from '../consultation/questionnaire-helpers';

/**
 * Getting a customer to checkout quickly: a new account and a consultation answered
 * and submitted through the API (the questionnaire's screens have journeys of their own).
 */

interface Question {
  name: string;
  type: 'text' | 'choice' | 'checkbox' | 'images';
  required: boolean;
  options?: { value: string; label: string }[];
  multiple?: boolean;
  showIf?: { question: string; equals: string[] };
}

type Answer = string | string[] | boolean;

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  chargeDeclined: '4000 0000 0000 0341',
  authentication: '4000 0027 6000 3184',
};

export async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = await request.get('/auth/session');
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

function shown(question: Question, answers: Record<string, Answer>): boolean {
  if (!question.showIf) return true;
  const given = answers[question.showIf.question];
  const values = Array.isArray(given) ? given : [String(given ?? '')];
  return values.some((value) => question.showIf?.equals.includes(value));
}

/**
 * Answers every question the plainest way (the last option of a single choice, 'No' for
 * a yes/no; the first of a multiple choice, 'none'; a sentence; a tick; one photo each)
 * and submits: the customer then has a pending subscription with the proposed plan.
 */
export async function submitConsultation(request: APIRequestContext, type: string): Promise<{ subscriptionId: number }> {
  const headers = async () => ({ 'x-csrf-token': await csrfToken(request) });
  const started = await request.post('/v2/consultations', { headers: await headers(), data: { type } });
  expect(started.ok(), await started.text()).toBe(true);
  const draft = (await started.json()) as { id: number; questionnaire: { questions: Question[] } };

  const answers: Record<string, Answer> = {};
  const photos: string[] = [];
  for (const question of draft.questionnaire.questions) {
    if (!shown(question, answers)) continue;
    if (question.type === 'images') photos.push(question.name);
    else if (question.type === 'checkbox') answers[question.name] = true;
    else if (question.type === 'text') {
      if (question.required) answers[question.name] = 'Nothing else to add.';
    } else if (question.options?.length) {
      answers[question.name] = question.multiple ? [question.options[0]!.value] : question.options.at(-1)!.value;
    }
  }
  const saved = await request.put(`/v2/consultations/${draft.id}/answers`, { headers: await headers(), data: { answers } });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const name of photos) {
    const uploaded = await request.post(`/v2/consultations/${draft.id}/photos`, {
      headers: await headers(),
      multipart: { question: name, photo: await photoFile(`${name}.jpg`) },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  }
  const submitted = await request.post(`/v2/consultations/${draft.id}/submit`, { headers: await headers() });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return (await submitted.json()) as { subscriptionId: number };
}

/** A new customer (female, so every plan suits) with a pending subscription for `type`. */
export async function customerWithPendingSubscription(page: Page, type = 'acne'): Promise<{ email: string }> {
  const customer = await signUpNewCustomer(page, type);
  await submitConsultation(page.request, type);
  return customer;
}

/** Switches the pending subscription to the plan whose treatment is `title`. */
export async function choosePlan(request: APIRequestContext, title: string): Promise<void> {
  const proposal = (await (await request.get('/v2/subscription/proposal')).json()) as {
    options: { planId: number; treatment: { title: string } }[];
  };
  const option = proposal.options.find((each) => each.treatment.title === title);
  expect(option, `a plan called ${title}`).toBeTruthy();
  const chosen = await request.post('/v2/subscription/proposal/plan', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { plan_id: option!.planId },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
}

export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/v2/subscription/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

export const step = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** Step 1 with a UK mobile number (a new account has none), then step 2 with an address. */
export async function completeDetailsAndAddress(page: Page): Promise<void> {
  await page.getByLabel('Mobile phone number').fill('07700 900123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your Address/ })).toBeFocused();
  await page.getByLabel('Address line 1').fill('12 Harley Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('W1G 9PF');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
}

export async function applyPromo(page: Page, code: string): Promise<void> {
  await page.getByLabel('Promo or referral code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** Types a card into the sandbox form and saves it. */
export async function addCard(page: Page, number: string, name = 'Priya Shah'): Promise<void> {
  const newCard = page.getByRole('radio', { name: /Add a new card/ });
  if ((await newCard.count()) > 0) await newCard.check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: 'Save card' }).click();
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

export async function expectPaidAndOnProfile(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/v2\/profile$/, { timeout: 15_000 });
  // No pending subscription any more: the checkout and the proposal have nothing to show.
  expect((await page.request.get('/v2/subscription/checkout/data')).status()).toBe(404);
  expect((await page.request.get('/v2/subscription/proposal')).status()).toBe(404);
}

/** The order-confirmation emails sent to `email` (newest first). */
export async function orderEmails(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const messages = (await mailbox.json()) as { subject: string; text: string }[];
  return messages.filter((message) => /is with our prescriber/.test(message.subject));
}

/** Waits for the one order-confirmation email and checks the amount it says was paid. */
export async function expectOrderEmail(request: APIRequestContext, email: string, amount: string): Promise<void> {
  await expect.poll(async () => (await orderEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await orderEmails(request, email);
  expect(confirmation!.text).toContain(`${amount} paid`);
}
