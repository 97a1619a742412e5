import { expect, test } from '@playwright/test';
import { logInThroughTheForm } from '../navigation';
import { SEEDED_CUSTOMER } from '../support/demo-accounts';

test('a guest opening the questionnaire is sent to log in, then back to it', async ({ page }) => {
  await page.goto('/consultation/acne/questions');
  await expect(page).toHaveURL(/\/v2\/login\?next=%2Fconsultation%2Facne%2Fquestions$/);
  await logInThroughTheForm(page, SEEDED_CUSTOMER.email, SEEDED_CUSTOMER.password);
  await expect(page).toHaveURL(/\/consultation\/acne\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acne consultation' })).toBeVisible();
});

test('a guest opening the subscription result is sent to log in', async ({ page }) => {
  await page.goto('/v2/subscription/result');
  await expect(page).toHaveURL(/\/v2\/login\?next=%2Fv2%2Fsubscription%2Fresult$/);
});

test('an unknown consultation type is not found', async ({ page }) => {
  await page.goto('/consultation/not-a-condition/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
