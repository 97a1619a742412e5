import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { pickFromList } from '../admin/admin-helpers';
import type { PaidCustomer } from '../fulfilment/fulfilment-helpers';
import { DEMO_ADMIN } from './demo-accounts';
import { photoFile } from './photos';
import { queryServerDatabase } from './server-database';

/**
 * The patient-safety steps of issue 19 as a customer and a prescriber take them in the running
 * product (docs/patient-safety.md), shared by the spec of each step and the journey through all.
 */

/** A browser of the project's size signed in as the customer (their API session's cookies), on their dashboard. */
export async function customerDashboard(browser: Browser, testInfo: TestInfo, customer: PaidCustomer): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, storageState: await customer.request.storageState() });
  const page = await context.newPage();
  await page.goto('/v2/profile');
  return page;
}

/** The local capture flow from the dashboard's step: the document, a selfie and the name as printed. `onScreen` sees the step and the filled page (screenshots). */
export async function verifyIdentity(page: Page, nameOnDocument: string, onScreen?: (screen: 'dashboard-step' | 'capture-page') => Promise<void>): Promise<void> {
  const step = page.getByRole('region', { name: 'Verify your identity' });
  await expect(step).toBeVisible();
  await onScreen?.('dashboard-step');
  await step.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await page.getByLabel('Your identity document').setInputFiles(await photoFile('passport.jpg', { r: 120, g: 140, b: 190 }));
  await expect(page.getByText('✓ Photo added')).toHaveCount(1);
  await page.getByLabel('A photo of your face').setInputFiles(await photoFile('selfie.jpg'));
  await expect(page.getByText('✓ Photo added')).toHaveCount(2);
  await page.getByLabel('Your name as printed on the document').fill(nameOnDocument);
  await onScreen?.('capture-page');
  await page.getByRole('button', { name: 'Send for checking' }).click();
}

/** The dashboard card's GP step: find the practice, pick it and consent to a letter. Leaves the dialog open for the caller to look at. */
export async function chooseGpWithConsent(dashboard: Page, search: string, practice: string): Promise<Locator> {
  const card = dashboard.getByRole('article').first();
  await expect(card.getByText('Tell us about your GP.')).toBeVisible();
  await card.getByRole('button', { name: 'Add your GP details' }).click();
  const dialog = dashboard.getByRole('dialog', { name: 'Your GP' });
  await dialog.getByLabel('Find your GP practice').fill(search);
  await dialog.getByRole('radio', { name: new RegExp(practice) }).check();
  await expect(dialog.getByText(`Your practice: ${practice}`)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Yes, send my GP a letter about the treatment if it is approved' }).check();
  return dialog;
}

/**
 * The renewal run opens a check-in before the 3rd supply (a run on the real clock cannot get there
 * in a test): the row it writes, written through the server's database.
 */
export async function openCheckIn(subscriptionId: number): Promise<void> {
  await queryServerDatabase(
    `insert into check_in (subscription_id, user_id, prescription_id, condition, treatment, supply_number, opened_on, wait_until, created_at)
     select s.id, s.user_id, p.id, s.condition, 'Acne formula', 3, current_date, current_date + 7, now()
       from subscription s join prescription p on p.subscription_id = s.id where s.id = $1`,
    [subscriptionId],
  );
}

export const checkInStatus = async (subscriptionId: number) => (await queryServerDatabase<{ status: string }>('select status from check_in where subscription_id = $1', [subscriptionId]))[0]?.status;

/** The acne check-in form filled as a patient doing a little better would, with a new photo. Leaves it unsent. */
export async function fillCheckIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your check-in' })).toBeVisible();
  await page.getByRole('radio', { name: 'A little better' }).check();
  await page.getByRole('radio', { name: /^Mild/ }).check();
  await page.getByRole('radiogroup', { name: /pregnant/ }).getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByLabel('Add a photo').setInputFiles(await photoFile('today.jpg'));
  await expect(page.getByRole('img', { name: 'New photo 1' })).toBeVisible();
}

/** From the Check-in panel: 'Adjust formula' to another catalogue item, then the prescriber approves the change with a new signed prescription. */
export async function adjustFormula(prescriber: Page, panel: Locator, item: { code: string; label: string }): Promise<void> {
  await expect(panel.getByRole('button', { name: 'Adjust formula' })).toBeEnabled({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Adjust formula' }).click();
  await pickFromList(prescriber, item.label, async () => {
    await prescriber.getByRole('dialog').getByLabel('Select item').click();
    await prescriber.keyboard.type(item.code);
  });
  await prescriber.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
  const proposed = prescriber.getByRole('region', { name: 'Proposed change', exact: true });
  await expect(proposed).toContainText(item.label);
  await proposed.getByRole('button', { name: 'Approve and prescribe' }).click();
  const dialog = prescriber.getByRole('dialog', { name: 'Approve the proposed change?' });
  await dialog.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await dialog.getByRole('button', { name: 'Prescribe and sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('Formula adjusted');
}
