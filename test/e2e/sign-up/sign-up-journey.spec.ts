import { expect, test } from '@playwright/test';
import { logInThroughTheForm } from '../navigation';
import { verificationCode } from '../support/mailbox';
import { signedInUser } from '../support/session-api';
import {
  bornYearsAgo,
  chooseBirthday,
  fillNames,
  heading,
  next,
  uniqueEmail,
  walkToAccountStep,
} from './sign-up-steps';

test('a new customer signs up with the emailed code and lands on the questionnaire', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail(testInfo, 'happy');
  await page.goto('/consultation/generic');
  const progress = page.getByRole('progressbar', { name: 'Sign-up progress' });

  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /privacy policy/ }).first()).toHaveAttribute('href', '/privacy-policy');
  await fillNames(page, 'Chloe', 'Taylor');
  await page.getByLabel('Legal last name').press('Enter');

  await expect(heading(page, 'Nice to meet you, Chloe! When is your birthday?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await chooseBirthday(page, bornYearsAgo(29));
  // Enter on a select submits the step too.
  await page.getByLabel('Year', { exact: true }).press('Enter');

  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  // A radio group by keyboard: focus the first choice, arrows move, Enter goes on.
  await page.getByRole('radio', { name: 'Female' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(heading(page, "You're almost finished")).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Create password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Create password', { exact: true }).press('Enter');

  await expect(heading(page, "We've sent a code - check your inbox")).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByRole('link', { name: /Already have an account/ })).toHaveCount(0);
  // A reload keeps the visitor on the code step: the account is waiting for its code.
  await page.reload();
  await expect(heading(page, "We've sent a code - check your inbox")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const code = await verificationCode(request, email);
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/consultation\/generic\/questions$/);
  expect(await signedInUser(page.request)).toMatchObject({ email, firstName: 'Chloe', lastName: 'Taylor', role: 'customer' });
});

test('a reload on step 2 keeps the names and the birthday', async ({ page }) => {
  await page.goto('/consultation/acne');
  await fillNames(page, 'Priya', 'Shah');
  await next(page).click();
  await chooseBirthday(page, { day: '14', month: '7', year: '1994' });
  await next(page).click();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  const back = page.getByRole('banner').getByRole('link', { name: 'Back to the previous step' });
  await back.click();
  await expect(heading(page, 'Nice to meet you, Priya! When is your birthday?')).toBeVisible();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('14');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('7');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1994');
  await back.click();
  await expect(page.getByLabel('Legal first name')).toHaveValue('Priya');
  await expect(page.getByLabel('Legal last name')).toHaveValue('Shah');
});

test('back goes one step back, and home from the first step', async ({ page }) => {
  await page.goto('/consultation/glow');
  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  // The focused layout: a back button and the logo instead of the navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await walkToAccountStep(page, 'Nia');
  // One Back control, the header's: a step back inside the wizard, home from the first step.
  const back = page.getByRole('banner').getByRole('link', { name: 'Back' });
  await expect(page.getByRole('link', { name: /^Back/ }).or(page.getByRole('button', { name: /^Back/ }))).toHaveCount(1);
  await expect(back).toHaveAccessibleName('Back to the previous step');
  await back.click();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await back.click();
  await back.click();
  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  await expect(back).toHaveAccessibleName('Back');
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the login link carries the next address', async ({ page }) => {
  await page.goto('/consultation/rosacea');
  const login = page.getByRole('link', { name: 'Already have an account? Log in here!' });
  await expect(login).toHaveAttribute('href', '/v2/login?next=%2Fconsultation%2Frosacea');

  await page.goto('/consultation/rosacea?next=%2Fshop%2Frosacea');
  await expect(login).toHaveAttribute('href', '/v2/login?next=%2Fshop%2Frosacea');

  // Another site is never a next address.
  await page.goto('/consultation/rosacea?next=https%3A%2F%2Fexample.org%2F');
  await expect(login).toHaveAttribute('href', '/v2/login?next=%2Fconsultation%2Frosacea');
});

test('someone signed in goes straight to the questionnaire', async ({ page }) => {
  await page.goto('/v2/login');
  await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
  await expect(page).toHaveURL(/\/v2\/profile$/);
  await page.goto('/consultation/menopause');
  await expect(page).toHaveURL(/\/consultation\/menopause\/questions$/);
});

test('an unknown consultation is the not-found page', async ({ page }) => {
  await page.goto('/consultation/eczema');
  await expect(heading(page, 'Page not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});
