import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { logInThroughTheForm } from '../navigation';
import { signInStaffThroughApi } from '../staff-sign-in';
import { seriousViolations } from '../support/accessibility';
import { testFromOwnAddresses } from '../support/client-address';
import { DEMO_ADMIN, signInAsAdmin } from '../support/demo-accounts';
import { NEW_CUSTOMER_PASSWORD } from '../support/new-customer';
import { safetyAnswers } from '../support/safety-answers';
import { adjustFormula, checkInStatus, openCheckIn } from '../support/patient-safety-steps';
import { keepScreenshot } from '../support/screenshots';

/**
 * Issue 19, check-ins: before a later supply the customer answers a short follow-up with a new
 * photo; the prescriber reviews it beside the baseline photo and adjusts the formula through the
 * change-of-medicine path (a new signed prescription), which closes the check-in.
 */

/** Its own client addresses: it signs in through the form as the patient and the prescriber. */
const test = testFromOwnAddresses({ desktop: '203.0.113.171', mobile: '203.0.113.181' });

const TABLETS = '[870T] Spironolactone 50 mg tablets';
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a customer answers a check-in with a new photo, and the prescriber adjusts the formula with a new prescription', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const customer = await paidCustomer(baseURL!, uniqueSurname());
  const token = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const approved = await customer.request.post('/v2/admin/form/review', { headers: { 'x-csrf-token': token }, data: { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(customer.request, customer.subscriptionId)) } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await openCheckIn(customer.subscriptionId);

  // The dashboard card asks for it.
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/profile')}`);
  await logInThroughTheForm(page, customer.email, NEW_CUSTOMER_PASSWORD);
  const step = page.getByText('Check-in needed before your next supply.');
  await expect(step).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'check-in-dashboard-step');
  expect(await seriousViolations(page, page.getByRole('region', { name: 'Your treatments' }))).toEqual([]);
  await page.getByRole('link', { name: 'Start your check-in' }).click();

  // The form: the answers, a photo that is not one, then a real one.
  await expect(page.getByRole('heading', { level: 1, name: 'Your check-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to the prescriber' }).click();
  await expect(page.getByText('Please answer this question.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'A little better' }).check();
  await page.getByRole('radio', { name: /^Mild/ }).check();
  await page.getByRole('radiogroup', { name: /pregnant/ }).getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert').filter({ hasText: 'is not a photo we can use' })).toBeVisible();
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 214, g: 170, b: 150 } } }).jpeg().toBuffer();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'today.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'New photo 1' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'check-in-form');
  expect(await seriousViolations(page, page.getByRole('form'))).toEqual([]);
  await page.getByRole('button', { name: 'Send to the prescriber' }).click();
  await expect(page.getByText('Thank you: your check-in is with our prescriber.')).toBeVisible();
  expect(await checkInStatus(customer.subscriptionId)).toBe('answered');

  // The Photos page compares the first photo with the latest.
  await page.goto('/v2/profile/photos');
  await expect(page.getByRole('slider', { name: 'Compare your first photo with your latest' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'photos-comparison');

  // The prescriber reviews it and adjusts the formula: a proposed change, approved with a new prescription.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const prescriber = await (await browser.newContext({ baseURL, viewport, isMobile, hasTouch })).newPage();
  await signInAsAdmin(prescriber, `/v2/admin/subscriptions/${customer.subscriptionId}`);
  const panel = region(prescriber, 'Check-in');
  await expect(panel).toContainText('A little better');
  // Dates in the UK order the spec asks for (§5), never ISO.
  await expect(panel).toContainText(/asked \d{2}\/\d{2}\/\d{4} · answered \d{2}\/\d{2}\/\d{4}/);
  await expect(panel.getByRole('slider', { name: 'Compare the baseline photo with the latest' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Adjust formula' })).toBeEnabled({ timeout: 20_000 });
  await keepScreenshot(panel, testInfo, 'check-in-panel');
  expect(await seriousViolations(prescriber, panel)).toEqual([]);
  await adjustFormula(prescriber, panel, { code: '870T', label: TABLETS });
  await expect(panel).toContainText('new prescription #');
  expect(await checkInStatus(customer.subscriptionId)).toBe('adjusted');
  await keepScreenshot(panel, testInfo, 'check-in-panel-adjusted');
  await prescriber.context().close();
  await customer.request.dispose();
});
