import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signUpNewCustomer } from '../support/new-customer';
import { photoFile } from '../support/photos';
import { answerCurrentStep, completeQuestionnaire, currentStep, expectSaved, question } from './questionnaire-helpers';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test('a customer answers the acne consultation with photos, reloads midway, submits and proceeds with a plan', { tag: '@responsive' }, async ({ page }) => {
  test.setTimeout(150_000);
  // A new account: submitting replaces the account's pending proposal, so the desktop
  // and the mobile run must not share one.
  await signUpNewCustomer(page.request, 'acne');

  await page.goto('/consultation/acne/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Acne consultation' })).toBeVisible();
  expect((await currentStep(page))[0]).toBe(1);
  await expect(page.getByText('Your answers save as you go')).toBeVisible();

  // Screen 1, answered by hand.
  await page.getByRole('radio', { name: 'Combination (oily T-zone, drier cheeks)' }).check();
  await page.getByRole('radio', { name: 'Many red spots and some pus-filled ones' }).check();
  await page.getByRole('checkbox', { name: 'Jaw and chin' }).check();
  await page.getByRole('checkbox', { name: 'Cheeks' }).check();
  await expectSaved(page);
  await next(page).click();
  await expect(page).toHaveURL(/step=2/);

  // A follow-up appears under the answer that opens it.
  const followUp = page.getByText('Have you taken isotretinoin in the last 6 months?');
  await expect(followUp).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Isotretinoin (Roaccutane)' }).check();
  await expect(followUp).toBeVisible();
  await answerCurrentStep(page);
  await expectSaved(page);

  // Midway reload: the same screen, every answer back from the server.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Isotretinoin (Roaccutane)' })).toBeChecked();
  await expect(question(page, 'Have you taken isotretinoin in the last 6 months?').getByRole('radio', { name: 'No' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Combination (oily T-zone, drier cheeks)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Jaw and chin' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Forehead' })).not.toBeChecked();
  await next(page).click();
  await next(page).click();

  // On to the photos, answering whatever each screen asks.
  const fileInputs = page.locator('form input[type="file"]:not([capture])');
  for (let guard = 0; guard < 10 && (await fileInputs.count()) === 0; guard += 1) {
    await answerCurrentStep(page);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  const photoQuestions = page.locator('form fieldset').filter({ has: page.locator('input[type="file"]:not([capture])') });
  await expect(photoQuestions).toHaveCount(3);

  // Three photos, one for each view; each shows its progress, then the stored copy.
  const views = ['front.jpg', 'left.png', 'right.jpg'];
  for (const [index, name] of views.entries()) {
    await photoQuestions.nth(index).locator('input[type="file"]:not([capture])').setInputFiles(await photoFile(name, { r: 200 - index * 40, g: 150, b: 130 }));
  }
  for (const index of views.keys()) {
    await expect(photoQuestions.nth(index).getByRole('img')).toHaveAttribute('src', /^\/storage\//, { timeout: 20_000 });
  }
  // A photo removed is gone from the server too.
  await photoQuestions.nth(0).getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(photoQuestions.nth(0).getByRole('img')).toHaveCount(0);
  await photoQuestions.nth(0).locator('input[type="file"]:not([capture])').setInputFiles(await photoFile('front-again.jpg'));
  await expect(photoQuestions.nth(0).getByRole('img')).toHaveAttribute('src', /^\/storage\//, { timeout: 20_000 });

  await page.reload();
  for (const index of views.keys()) {
    await expect(photoQuestions.nth(index).getByRole('img')).toHaveCount(1);
    await expect(photoQuestions.nth(index).getByRole('img')).toHaveAttribute('src', /^\/storage\//);
  }
  await expect
    .poll(() => photoQuestions.getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);

  // The last screen.
  await next(page).click();
  const [step, of] = await currentStep(page);
  expect(step).toBe(of);
  await answerCurrentStep(page);
  await expectSaved(page);

  // When the server names unanswered questions, they are marked and the first is shown.
  await page.route('**/v2/consultations/*/submit', (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        error: 'CONSULTATION.UNANSWERED',
        message: 'Please answer the questions marked before sending your consultation.',
        fields: { acne_severity: ['Please choose an answer.'] },
      },
    }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/step=/);
  const severity = question(page, 'Which best describes your spots?');
  await expect(severity.getByText('Please choose an answer.')).toBeVisible();
  await expect(severity.getByRole('radio').first()).toBeFocused();

  await page.goto(`/consultation/acne/questions?step=${of}`);
  await page.getByRole('button', { name: 'Submit' }).click();

  // The proposal.
  await expect(page).toHaveURL(/\/v2\/subscription\/result$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Here's what we've got for you. You can edit it to something else if you prefer." }),
  ).toBeVisible();
  const plan = page.locator('article').first();
  await expect(plan).toContainText('£48.40');
  await expect(plan).toContainText('every 2 months');
  await expect(plan).toContainText('Express Shipping within 1-2 days');
  await expect(plan).toContainText('Consultation + clinician access included');
  await expect(plan.locator('img')).toHaveJSProperty('complete', true);
  expect(await plan.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  const choices = page.getByRole('button', { name: /^Choose .* instead$/ });
  if ((await choices.count()) > 0) {
    const other = page.locator('li article').first();
    const otherTitle = (await other.getByRole('heading').innerText()).trim();
    await choices.first().click();
    await expect(plan.getByRole('heading')).toHaveText(otherTitle);
  }

  const proceed = page.getByRole('button', { name: 'Proceed' });
  await proceed.click();
  await expect(proceed).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/v2\/subscription\/checkout$/);
});

test('a customer offered more than one plan switches to another', async ({ page }) => {
  test.setTimeout(120_000);
  // Hormonal acne has a cream and, for female patients, tablets.
  await signUpNewCustomer(page.request, 'hormonal-acne');
  await page.goto('/consultation/hormonal-acne/questions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await completeQuestionnaire(page);
  await expect(page).toHaveURL(/\/v2\/subscription\/result$/);

  const plan = page.locator('article').first();
  const proposed = (await plan.getByRole('heading').innerText()).trim();
  const options = page.locator('li article');
  await expect(options).not.toHaveCount(0);
  await expect(options.getByRole('heading', { name: proposed, exact: true })).toHaveCount(0);
  const other = options.first();
  const otherTitle = (await other.getByRole('heading').innerText()).trim();
  const otherPrice = /£\d+\.\d{2}/.exec(await other.innerText())?.[0] ?? '';

  await other.getByRole('button', { name: `Choose ${otherTitle} instead` }).click();
  await expect(plan.getByRole('heading')).toHaveText(otherTitle);
  await expect(plan).toContainText(otherPrice);
  await expect(options.getByRole('heading', { name: proposed, exact: true })).toBeVisible();

  // Kept on the server.
  await page.reload();
  await expect(page.locator('article').first().getByRole('heading')).toHaveText(otherTitle);
});
