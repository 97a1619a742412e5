import { expect, test } from '@playwright/test';
import { verificationCode } from '../support/mailbox';
import {
  bornYearsAgo,
  chooseBirthday,
  expectFieldMessage,
  fillNames,
  heading,
  next,
  uniqueEmail,
  walkToAccountStep,
} from './sign-up-steps';
import { keepScreenshot } from '../support/screenshots';

// Spec §5's registration messages, each next to its field, and the already-registered modal (§2).
test('every registration message shows next to its field', { tag: '@responsive' }, async ({ page, request }, testInfo) => {
  // The whole wizard, with a message on every step: longer than one page's check.
  test.setTimeout(60_000);
  await page.goto('/consultation/generic');

  // Step 0: both names missing.
  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  await next(page).click();
  await expectFieldMessage(page, 'Legal first name', 'First name is required.');
  await expectFieldMessage(page, 'Legal last name', 'Last name is required.');
  await expect(page.getByLabel('Legal first name')).toBeFocused();
  await fillNames(page, 'Chloe', '   ');
  await next(page).click();
  await expectFieldMessage(page, 'Legal last name', 'Last name is required.');
  await expect(page.getByLabel('Legal first name')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Legal last name').fill('Taylor');
  await page.getByLabel('Legal last name').press('Enter');

  // Step 1: no date, 31 February, under 16.
  await expect(heading(page, 'Nice to meet you, Chloe! When is your birthday?')).toBeVisible();
  await next(page).click();
  await expectFieldMessage(page, 'Day', 'Please select a valid birth date.');
  await chooseBirthday(page, { day: '31', month: '2', year: '1990' });
  await next(page).click();
  for (const part of ['Day', 'Month', 'Year']) await expectFieldMessage(page, part, 'Please select a valid birth date.');
  await chooseBirthday(page, bornYearsAgo(15));
  await next(page).click();
  await expectFieldMessage(page, 'Day', 'You must be at least 16 years old.');
  await chooseBirthday(page, bornYearsAgo(16));
  await next(page).click();

  // Step 2: nothing chosen.
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  await next(page).click();
  const sexGroup = page.getByRole('radiogroup', { name: 'What was your assigned sex at birth?' });
  await expect(sexGroup).toHaveAttribute('aria-invalid', 'true');
  await expect(sexGroup).toHaveAccessibleDescription(/Please select your sex at birth\./);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(page.getByText('Please select your sex at birth.')).toHaveCount(0);
  await next(page).click();

  // Step 3: an email without '@' and a 7-character password.
  await expect(heading(page, "You're almost finished")).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('chloe.example.com');
  await page.getByLabel('Create password', { exact: true }).fill('1234567');
  await next(page).click();
  await expectFieldMessage(page, 'E-mail', 'Please enter a valid email.');
  await expectFieldMessage(page, 'Create password', 'Password must be at least 8 characters.');

  // The server's password list: a common password is refused next to the field.
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail(testInfo, 'common-password'));
  await page.getByLabel('Create password', { exact: true }).fill('Password123');
  await next(page).click();
  await expectFieldMessage(page, 'Create password', 'This password is too common or easy to guess. Please choose another: a few unrelated words work well.');

  // The server's stricter check, shown the same way.
  await page.getByLabel('E-mail', { exact: true }).fill('chloe@example');
  await page.getByLabel('Create password', { exact: true }).fill('a-long-enough-password');
  await next(page).click();
  await expectFieldMessage(page, 'E-mail', 'Please enter a valid email.');

  // The seeded customer's address: the modal, trimmed and lower-cased.
  await page.getByLabel('E-mail', { exact: true }).fill('Customer@Example.COM');
  await page.getByLabel('Create password', { exact: true }).fill('a-long-enough-password');
  await next(page).click();
  const modal = page.getByRole('dialog', { name: 'This email is already registered' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('The email customer@example.com is already in use.');
  await expect(modal.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v2/login?next=%2Fconsultation%2Fgeneric');
  await modal.getByRole('button', { name: 'Try another email' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();

  // A free address: on to the code.
  const email = uniqueEmail(testInfo, 'messages');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await next(page).click();
  await expect(heading(page, "We've sent a code - check your inbox")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Spam or Junk/)).toBeVisible();
  const codeField = page.getByLabel('6-digit code', { exact: true });
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('maxlength', '6');

  // Five digits, then a wrong code.
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectFieldMessage(page, '6-digit code', 'Please enter the 6-digit code.');
  const code = await verificationCode(request, email);
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrongCode);
  await codeField.press('Enter');
  await expectFieldMessage(page, '6-digit code', 'Invalid code, try again.');

  // A code was sent moments ago: 'Resend code' waits, counting down, instead of offering a refusal.
  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend code in ([1-5]\d|60|\d) s$/);
  await expect(page.getByRole('status').filter({ hasText: /Too many attempts/ })).toHaveCount(0);

  // 'Change email' goes back to step 3 with the address kept.
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(heading(page, "You're almost finished")).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
});

test('once the countdown ends, Resend code sends a new code and clears the old code\'s message', async ({ page, request }, testInfo) => {
  await page.clock.install();
  const email = uniqueEmail(testInfo, 'resend');
  await page.goto('/consultation/generic');
  await walkToAccountStep(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Create password', { exact: true }).fill('a-long-enough-password');
  await next(page).click();
  const codeField = page.getByLabel('6-digit code', { exact: true });
  const code = await verificationCode(request, email);
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectFieldMessage(page, '6-digit code', 'Invalid code, try again.');

  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeDisabled();
  await page.clock.runFor(61_000);
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveText('Resend code');
  // The browser's minute has passed; the server's has not, so its answer stands in for it.
  await page.route('**/auth/resend-code', (route) => route.fulfill({ json: { message: 'If that address is waiting for a code, a new one is on its way.' } }));
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: `We’ve sent a new code to ${email}.` })).toBeVisible();
  await expect(page.getByText('Invalid code, try again.')).toHaveCount(0);
  await expect(codeField).toHaveValue('');
  await expect(resend).toBeDisabled();
});

test('hormonal acne takes ages 16 to 45 only', async ({ page }) => {
  await page.goto('/consultation/hormonal-acne');
  await fillNames(page, 'Maya', 'Singh');
  await next(page).click();
  await chooseBirthday(page, bornYearsAgo(46));
  await next(page).click();
  await expectFieldMessage(page, 'Day', 'Age must be between 16 and 45 for hormonal acne consultation.');
  await chooseBirthday(page, bornYearsAgo(15));
  await next(page).click();
  await expectFieldMessage(page, 'Day', 'Age must be between 16 and 45 for hormonal acne consultation.');
  await chooseBirthday(page, bornYearsAgo(45));
  await next(page).click();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
});

test('menopause takes ages 45 and below only', async ({ page }) => {
  await page.goto('/consultation/menopause');
  await fillNames(page, 'Ruth', 'Evans');
  await next(page).click();
  await chooseBirthday(page, bornYearsAgo(46));
  await next(page).click();
  await expectFieldMessage(page, 'Day', 'Age must be 45 or below for menopause consultation.');
  await chooseBirthday(page, bornYearsAgo(45));
  await next(page).click();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
});

test('a call that cannot reach the server says so above Next, and keeps what was typed', async ({ page }, testInfo) => {
  await page.goto('/consultation/acne');
  await walkToAccountStep(page);
  await page.route('**/auth/check-email', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('E-mail').fill('offline-check@example.com');
  await page.getByLabel('Create password').fill('a-long-test-password');
  await next(page).click();

  await expect(page.getByRole('alert')).toHaveText('We could not reach our server. Check your connection and try again.');
  await expect(heading(page, "You're almost finished")).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('offline-check@example.com');
  await keepScreenshot(page, testInfo, 'offline');
});
