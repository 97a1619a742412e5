import { expect, type Locator, type Page } from '@playwright/test';
import { photoFile } from '../support/photos';

export const saveStatus = (page: Page) => page.getByTestId('save-status');

export async function expectSaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveText('Saved');
}

/** 'Step 2 of 6' as [2, 6]. */
export async function currentStep(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^Step \d+ of \d+$/).innerText();
  const [, step, of] = /Step (\d+) of (\d+)/.exec(text) ?? [];
  return [Number(step), Number(of)];
}

/** The question (its fieldset or block) whose label or legend is `label`. */
export function question(page: Page, label: string | RegExp): Locator {
  return page.locator('fieldset, [id^="question-"]').filter({ has: page.locator('legend, label').filter({ hasText: label }).first() }).first();
}

/**
 * Answers every question on the current screen that is still unanswered, in the
 * simplest way: the last option of a single choice ('No' for a yes/no), the first
 * of a multiple choice, a sentence for text, a tick, one photo. The questionnaire is
 * data, so this walks whatever the screen shows.
 */
export async function answerCurrentStep(page: Page): Promise<void> {
  const form = page.locator('form');
  for (const group of await form.locator('fieldset[role="radiogroup"]').all()) {
    const radios = group.getByRole('radio');
    if ((await group.locator('input:checked').count()) === 0) await radios.last().check();
  }
  for (const group of await form.locator('fieldset:not([role])').all()) {
    const fileInput = group.locator('input[type="file"]:not([capture])');
    if ((await fileInput.count()) > 0) {
      if ((await group.getByRole('img').count()) === 0) {
        await fileInput.setInputFiles(await photoFile('photo.jpg'));
        await expect(group.getByRole('img')).toHaveCount(1);
        await expect(group.getByText('Uploading...')).toHaveCount(0, { timeout: 15_000 });
      }
      continue;
    }
    if ((await group.locator('input:checked').count()) === 0) await group.getByRole('checkbox').first().check();
  }
  for (const box of await form.locator('textarea').all()) {
    if ((await box.inputValue()) === '') await box.fill('Nothing else to add.');
  }
  for (const tick of await form.locator('[id^="question-"] > label input[type="checkbox"]').all()) {
    await tick.check();
  }
}

/** Answers screen after screen (see answerCurrentStep) and submits at the end. */
export async function completeQuestionnaire(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  for (let screen = 0; screen < 15; screen += 1) {
    // Each screen's questions arrive with the page (or the step change): answer only once they are there.
    await expect(page.locator('form fieldset, form textarea, form input[type="checkbox"]').first()).toBeVisible();
    await answerCurrentStep(page);
    if ((await submit.count()) > 0) {
      await submit.click();
      return;
    }
    const [step] = await currentStep(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Step ${step + 1} of`))).toBeVisible();
  }
  throw new Error('The questionnaire did not end within 15 screens.');
}
