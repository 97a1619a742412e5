import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { bornYearsAgo, chooseBirthday, fillNames, heading, next, uniqueEmail } from './sign-up-steps';

// axe on every wizard step, with its messages showing, and on the already-registered modal.
test('each sign-up step has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  // Eight axe runs: slower than one page's check.
  test.setTimeout(90_000);
  await page.goto('/consultation/hormonal-acne');
  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  await expectNoSeriousViolations(page);
  await next(page).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await fillNames(page, 'Grace', 'Okafor');
  await next(page).click();
  await expect(heading(page, 'Nice to meet you, Grace! When is your birthday?')).toBeVisible();
  await expectNoSeriousViolations(page);
  await chooseBirthday(page, bornYearsAgo(50));
  await next(page).click();
  await expect(page.getByText('Age must be between 16 and 45 for hormonal acne consultation.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await chooseBirthday(page, bornYearsAgo(31));
  await next(page).click();

  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Please select your sex at birth.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('radio', { name: 'Female' }).check();
  await next(page).click();

  await expect(heading(page, "You're almost finished")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('E-mail', { exact: true }).fill('customer@example.com');
  await page.getByLabel('Create password', { exact: true }).fill('a-long-enough-password');
  await next(page).click();
  await expect(page.getByRole('dialog', { name: 'This email is already registered' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Try another email' }).click();

  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail(testInfo, 'axe'));
  await next(page).click();
  await expect(heading(page, "We've sent a code - check your inbox")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter the 6-digit code.')).toBeVisible();
  await expectNoSeriousViolations(page);
});
