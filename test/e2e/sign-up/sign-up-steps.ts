import { expect, type Page, type TestInfo } from '@playwright/test';

/** Today's year on the UK calendar, as the wizard's age rules count it. */
export const UK_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()));

/** Born on 1 January this many years ago: exactly that age all year round. */
export function bornYearsAgo(age: number): { day: string; month: string; year: string } {
  return { day: '1', month: '1', year: String(UK_YEAR - age) };
}

/** A fresh address per test and project, so the desktop and mobile runs never collide. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${testInfo.workerIndex}@example.com`;
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next' });

export async function fillNames(page: Page, first: string, last: string): Promise<void> {
  await page.getByLabel('Legal first name').fill(first);
  await page.getByLabel('Legal last name').fill(last);
}

export async function chooseBirthday(page: Page, date: { day: string; month: string; year: string }): Promise<void> {
  await page.getByLabel('Day', { exact: true }).selectOption(date.day);
  await page.getByLabel('Month', { exact: true }).selectOption(date.month);
  await page.getByLabel('Year', { exact: true }).selectOption(date.year);
}

/** Steps 0-2 with valid answers, ending on step 3. */
export async function walkToAccountStep(page: Page, firstName = 'Chloe'): Promise<void> {
  await expect(heading(page, 'WELCOME TO YOUR CONSULTATION')).toBeVisible();
  await fillNames(page, firstName, 'Taylor');
  await next(page).click();
  await expect(heading(page, `Nice to meet you, ${firstName}! When is your birthday?`)).toBeVisible();
  await chooseBirthday(page, bornYearsAgo(30));
  await next(page).click();
  await expect(heading(page, 'What was your assigned sex at birth?')).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).check();
  await next(page).click();
  await expect(heading(page, "You're almost finished")).toBeVisible();
}

/** The message shown next to a field, found through the field's aria-describedby. */
export async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
