import { expect, test } from '@playwright/test';
import { completeQuestionnaire } from './consultation/questionnaire-helpers';
import { bornYearsAgo, chooseBirthday, fillNames, heading, next, uniqueEmail } from './sign-up/sign-up-steps';
import { verificationCode } from './support/mailbox';

/**
 * The whole path a new visitor takes: the sign-up wizard with the code from the
 * mailbox, the medical questionnaire with photos, the proposal, and on to checkout.
 */
const JOURNEYS = [
  { type: 'generic', age: 31, sex: 'Male', treatment: 'Acne Formula', price: '£48.40' },
  { type: 'hormonal-acne', age: 27, sex: 'Female', treatment: 'Hormonal Acne Formula', price: '£130.00' },
  { type: 'menopause', age: 44, sex: 'Female', treatment: 'Menopause Formula', price: '£130.00' },
];

for (const journey of JOURNEYS) {
  test(`a new visitor goes from START FREE CONSULTATION (${journey.type}) to checkout`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, journey.type);
    await page.goto(`/consultation/${journey.type}`);

    await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
    await fillNames(page, 'Alex', 'Morgan');
    await next(page).click();
    await expect(heading(page, 'Nice to meet you, Alex! When is your birthday?')).toBeVisible();
    await chooseBirthday(page, bornYearsAgo(journey.age));
    await next(page).click();
    await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
    await page.getByRole('radio', { name: journey.sex, exact: true }).check();
    await next(page).click();
    await expect(heading(page, "You're almost finished")).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Create password', { exact: true }).fill('a-long-journey-password');
    await next(page).click();
    await expect(heading(page, "We've sent a code - check your inbox")).toBeVisible();
    await page.getByLabel('6-digit code', { exact: true }).fill(await verificationCode(request, email));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(new RegExp(`/consultation/${journey.type}/questions`));
    // The generic consultation asks what to treat first; the rest is answered the plainest way.
    if (journey.type === 'generic') await page.getByRole('radio', { name: 'Spots and breakouts' }).check();
    await completeQuestionnaire(page);

    await expect(page).toHaveURL(/\/v2\/subscription\/result$/);
    await expect(page.getByText("Here's what we've got for you. You can edit it to something else if you prefer.")).toBeVisible();
    const preview = page.getByRole('article').filter({ has: page.getByRole('heading', { name: journey.treatment, exact: true }) }).first();
    await expect(preview.getByText(journey.price)).toBeVisible();
    await expect(preview.getByText('every 2 months')).toBeVisible();
    await expect(preview.getByText('Express Shipping within 1-2 days')).toBeVisible();

    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/v2\/subscription\/checkout$/, { timeout: 5_000 });

    // What the clinical team will review: the submission, as the customer's pending subscription shows it.
    const proposal = await (await page.request.get('/v2/subscription/proposal')).json();
    expect(proposal.preview.treatment.title).toBe(journey.treatment);
  });
}
