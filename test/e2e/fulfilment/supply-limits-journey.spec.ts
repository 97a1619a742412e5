import { expect, type Page, type TestInfo } from '@playwright/test';
import { testFromOwnAddresses } from '../support/client-address';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { emailsTo } from '../support/mailbox';
import { NEW_CUSTOMER_PASSWORD } from '../support/new-customer';
import { isMobile, logInThroughTheForm } from '../navigation';
import { signInStaffThroughApi } from '../staff-sign-in';
import { checkedByPharmacist, DEMO_PHARMACIST } from '../support/pharmacist';
import { queryServerDatabase, runServerCli } from '../support/server-database';
import { paidCustomer, uniqueSurname } from './fulfilment-helpers';
import { safetyAnswers } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/**
 * The prescription is the authority for every supply (HMR 2012 reg 217, docs/prescribing-and-fulfilment.md):
 * a patient approved with 2 supplies gets exactly 2, each shipped by the pharmacist and numbered,
 * and the renewal after them charges nothing and asks for a re-consultation.
 */

/**
 * Stands in for two months passing on the e2e server, which runs on the real clock: the
 * subscription's last supply is moved 61 days back and its next one falls due on `dueOn`.
 */
async function twoMonthsPass(subscriptionId: number, dueOn: 'today' | 'yesterday'): Promise<void> {
  await queryServerDatabase(
    `update prescription_supply set supplied_on = supplied_on - 61
      where prescription_id in (select id from prescription where subscription_id = $1)`,
    [subscriptionId],
  );
  await queryServerDatabase(`update subscription set due_at = current_date - $2::int where id = $1`, [subscriptionId, dueOn === 'today' ? 0 : 1]);
}

/** Its own client addresses: it signs in through the form as the pharmacist and the patient. */
const test = testFromOwnAddresses({ desktop: '203.0.113.101', mobile: '203.0.113.111' });

const orderOf = (page: Page, testInfo: TestInfo, name: string) => page.getByRole(isMobile(testInfo) ? 'listitem' : 'row').filter({ hasText: name });

/** The pharmacist ships the subscription's checked supply from the dispatch list, and it names which supply it is. */
async function shipFromDispatch(page: Page, testInfo: TestInfo, surname: string, name: string, supply: string): Promise<void> {
  await page.goto('/v2/admin/dispatch');
  await page.getByRole('radio', { name: 'Ready to ship' }).locator('xpath=..').click();
  await page.getByPlaceholder('Search by customer, order ID...').fill(surname);
  await page.getByPlaceholder('Search by customer, order ID...').press('Enter');
  const order = orderOf(page, testInfo, name);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(supply);
  await keepScreenshot(page, testInfo, `dispatch-supply-${supply.replace(/\D+/g, '-')}`);
  await order.getByRole('button', { name: 'Ship' }).click();
  const label = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ship', exact: true }).last().click();
  await label;
}

const paymentsOf = async (subscriptionId: number) => Number((await queryServerDatabase<{ count: string }>('select count(*) from payment where subscription_id = $1', [subscriptionId]))[0].count);

test('a prescription of 2 supplies: supply 1 of 2 and the renewal as 2 of 2 ship, then the next renewal charges nothing and asks the customer to re-consult', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const surname = uniqueSurname();
  const customer = await paidCustomer(baseURL!, surname);
  const prescriberToken = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const approved = await customer.request.post('/v2/admin/form/review', {
    headers: { 'x-csrf-token': prescriberToken },
    data: { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, supplies_authorised: 2, ...(await safetyAnswers(customer.request, customer.subscriptionId)) },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The pharmacist in charge checks and ships the first supply.
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/admin/dispatch')}`);
  await logInThroughTheForm(page, DEMO_PHARMACIST.email, DEMO_PHARMACIST.password);
  await checkedByPharmacist(baseURL!, customer.subscriptionId);
  await shipFromDispatch(page, testInfo, surname, customer.name, '1 of 2');
  expect(await paymentsOf(customer.subscriptionId)).toBe(1);

  // Two months on, the renewal is charged and ships as the second and last supply.
  await twoMonthsPass(customer.subscriptionId, 'today');
  await runServerCli('run-renewals');
  await expect.poll(() => paymentsOf(customer.subscriptionId), { timeout: 30_000 }).toBe(2);
  await checkedByPharmacist(baseURL!, customer.subscriptionId);
  await shipFromDispatch(page, testInfo, surname, customer.name, '2 of 2');

  // The register has both, numbered.
  await page.goto(`/v2/admin/pom?patient=${surname}`);
  const entries = page.getByRole('row').filter({ hasText: customer.name });
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: '1 of 2' })).toHaveCount(1);
  await expect(entries.filter({ hasText: '2 of 2' })).toHaveCount(1);

  // Two months more: the prescription has nothing left. Nothing is charged; the customer is asked to re-consult.
  await twoMonthsPass(customer.subscriptionId, 'yesterday');
  await runServerCli('run-renewals');
  await expect
    .poll(async () => (await emailsTo(customer.request, customer.email)).some((email) => email.subject.startsWith('Time for a new consultation')), { timeout: 30_000 })
    .toBe(true);
  expect(await paymentsOf(customer.subscriptionId)).toBe(2);

  // The patient in a browser of their own, from their own address.
  const patientBrowser = await browser.newContext({ viewport: page.viewportSize() ?? undefined, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });
  const patient = await patientBrowser.newPage();
  await patient.goto(`/v2/login?next=${encodeURIComponent('/v2/profile')}`);
  await logInThroughTheForm(patient, customer.email, NEW_CUSTOMER_PASSWORD);
  await expect(patient.getByText('CONSULTATION NEEDED')).toBeVisible();
  await expect(patient.getByText('Your prescription doesn’t cover another supply, so we haven’t charged you or sent it.')).toBeVisible();
  await expect(patient.getByRole('link', { name: 'Start a short consultation' })).toHaveAttribute('href', '/consultation/acne');
  await keepScreenshot(patient, testInfo, 'account-consultation-needed');
  await patientBrowser.close();
  await customer.request.dispose();
});
