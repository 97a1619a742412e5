import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { passSecondStepInForm } from './staff-sign-in';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/**
 * Where the site's navigation links and account buttons are: the header on a
 * desktop, the slide-in side menu (opened here) on a phone.
 */
export async function openNavigation(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.waitFor();
  return menu;
}

/** Logs out with the navigation's Logout button, and checks the visitor lands home signed out. */
export async function logOutThroughTheNavigation(page: Page, testInfo: TestInfo, navigation: Locator): Promise<void> {
  await navigation.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signedOut = await openNavigation(page, testInfo);
  await expect(signedOut.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(signedOut.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
}

/** The login form; the demo staff then pass the second step with a code from the demo secret. */
export async function logInThroughTheForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Your E-mail address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await passSecondStepInForm(page, email);
}

/**
 * A server-drawn page asks for its scripts only after its first paint; a drag or a key on a
 * slider before then does nothing (clicks and typing are replayed, gestures are not). Only
 * the running app asks who is signed in and then offers a guest the login link.
 */
export async function expectPageAliveForGuest(page: Page): Promise<void> {
  await page.locator('a[href="/v2/login"]').first().waitFor({ state: 'attached' });
}
