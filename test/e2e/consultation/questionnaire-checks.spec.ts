import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isMobile } from '../navigation';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsSeededCustomer } from '../support/demo-accounts';
import { photoFile } from '../support/photos';
import { currentStep, expectSaved, question } from './questionnaire-helpers';

/**
 * These use the demo customer and never submit. Each test (and each of the desktop and
 * mobile runs) opens a consultation type of its own, so parallel runs never share a draft.
 */
function typeFor(testInfo: TestInfo, desktop: string, mobile: string): string {
  return isMobile(testInfo) ? mobile : desktop;
}

async function openQuestionnaire(page: Page, type: string, step?: number): Promise<void> {
  const path = `/consultation/${type}/questions${step ? `?step=${step}` : ''}`;
  await signInAsSeededCustomer(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Step \d+ of \d+$/)).toBeVisible();
}

async function openPhotoStep(page: Page): Promise<void> {
  // The photos come just before the final confirmation.
  const url = new URL(page.url());
  url.searchParams.set('step', '99');
  await page.goto(url.pathname + url.search);
  const [, of] = await currentStep(page);
  url.searchParams.set('step', String(of - 1));
  await page.goto(url.pathname + url.search);
  await expect(page.locator('form input[type="file"]').first()).toBeAttached();
}

test('submitting with a required question unanswered marks it and sends nothing', async ({ page }, testInfo) => {
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/submit')) submits.push(request.url());
  });
  await openQuestionnaire(page, typeFor(testInfo, 'rosacea', 'glow'));

  // Next checks the screen first.
  await page.getByRole('button', { name: 'Next' }).click();
  const skin = question(page, 'How would you describe your skin?');
  await expect(skin.getByText('Please choose an answer.')).toBeVisible();
  await expect(skin.getByRole('radio').first()).toBeFocused();
  await expect(page.getByText(/^Step 1 of/)).toBeVisible();

  // Submit from the last screen: back to the first question still unanswered.
  const [, of] = await currentStep(page);
  await page.goto(`${new URL(page.url()).pathname}?step=${of}`);
  await page.locator('form input[type="checkbox"]').last().check();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('A few questions still need an answer.');
  await expect(page.getByText(/^Step 1 of/)).toBeVisible();
  await expect(question(page, 'How would you describe your skin?').getByText('Please choose an answer.')).toBeVisible();
  await expect(page).toHaveURL(/\/questions$/);
  expect(submits).toEqual([]);

  // Answering clears the mark.
  await page.getByRole('radio', { name: 'Oily', exact: true }).check();
  await expect(question(page, 'How would you describe your skin?').getByText('Please choose an answer.')).toHaveCount(0);
});

test('a file that is not a photo is refused with a message', async ({ page }, testInfo) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/photos') && request.method() === 'POST') uploads.push(request.url());
  });
  await openQuestionnaire(page, typeFor(testInfo, 'anti-ageing', 'hyperpigmentation'));
  await openPhotoStep(page);
  const input = page.locator('form input[type="file"]:not([capture])').first();
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') });
  await expect(page.getByRole('alert')).toContainText('“notes.pdf” is not a photo we can use. Please choose a JPEG, PNG or WebP image.');

  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) });
  await expect(page.getByRole('alert')).toContainText('“huge.jpg” is larger than 10 MB. Please choose a smaller photo.');
  expect(uploads).toEqual([]);

  // Named like a photo but not one: the server looks at the content and says no. It takes
  // no place among the photos: only the message says it was not uploaded.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a PNG') });
  await expect(page.getByRole('alert')).toContainText('“fake.png” was not uploaded. Please choose a photo in JPEG, PNG or WebP format.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const grid = page.getByRole('list', { name: /^Your photos for:/ }).first();
  await expect(grid.getByRole('figure')).toHaveCount(0);

  // A real photo next: it is the only one in the grid, and the refusal has gone.
  await input.setInputFiles(await photoFile('front.jpg'));
  await expect(grid.getByRole('img')).toHaveAttribute('src', /^\/storage\//, { timeout: 20_000 });
  await expect(grid.getByRole('figure')).toHaveCount(1);
  await expect(page.getByText('was not uploaded')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the questionnaire has no serious accessibility problems, with errors and photos shown too', async ({ page }, testInfo) => {
  await openQuestionnaire(page, typeFor(testInfo, 'menopause', 'hormonal-acne'));
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose an answer.').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await openPhotoStep(page);
  await page.locator('form input[type="file"]:not([capture])').first().setInputFiles(await photoFile('front.jpg'));
  await expect(page.locator('form img').first()).toHaveAttribute('src', /^\/storage\//, { timeout: 20_000 });
  await expectNoSeriousViolations(page);
});

test('with no consultation sent yet, the result page says so and links to the consultation', async ({ page }) => {
  await signInAsSeededCustomer(page, '/v2/subscription/result');
  await expect(page.getByRole('heading', { level: 1, name: 'No treatment plan yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free consultation' })).toHaveAttribute('href', '/consultation/generic');
  await expectNoSeriousViolations(page);
});
