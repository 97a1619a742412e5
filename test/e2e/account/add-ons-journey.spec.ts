import { expect } from '@playwright/test';
import { readPdfText } from '../../support/read-pdf-text';
import { pickFromList } from '../admin/admin-helpers';
import { paidCustomer, uniqueSurname } from '../fulfilment/fulfilment-helpers';
import { isMobile, logInThroughTheForm } from '../navigation';
import { signInStaffThroughApi } from '../staff-sign-in';
import { testFromOwnAddresses } from '../support/client-address';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { NEW_CUSTOMER_PASSWORD } from '../support/new-customer';
import { checkedByPharmacist, DEMO_PHARMACIST, pharmacistRequest } from '../support/pharmacist';
import { safetyAnswers } from '../support/safety-answers';
import { queryServerDatabase } from '../support/server-database';
import { keepScreenshot } from '../support/screenshots';
import { signOut } from '../support/session-api';

/**
 * Add-ons in the same box and 'Send now' (issue 22, docs/customer-account.md): the customer adds
 * the vitamin C serum from their account and asks for the next box now; one charge takes the
 * supply and the serum together, and the staff's dispatch list and dispatch note list both products.
 */
const test = testFromOwnAddresses({ desktop: '203.0.113.6', mobile: '203.0.113.7' });

const paymentsOf = (subscriptionId: number) => queryServerDatabase<{ amount_pence: number }>('select amount_pence from payment where subscription_id = $1 order by id', [subscriptionId]);

test('a customer adds a booster and sends the next box now: one charge for both, and the dispatch note lists both', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const surname = uniqueSurname();
  const customer = await paidCustomer(baseURL!, surname);
  const prescriberToken = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const approved = await customer.request.post('/v2/admin/form/review', {
    headers: { 'x-csrf-token': prescriberToken },
    data: { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(customer.request, customer.subscriptionId)) },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  // The first supply leaves, so the renewal's box is the only one waiting on the dispatch list.
  await checkedByPharmacist(baseURL!, customer.subscriptionId);
  const pharmacist = await pharmacistRequest(baseURL!);
  const [{ id: firstItem }] = await queryServerDatabase<{ id: number }>('select id from subscription_item where subscription_id = $1 order by position limit 1', [customer.subscriptionId]);
  const shipped = await pharmacist.request.post('/v2/admin/form/ship', { headers: { 'x-csrf-token': pharmacist.csrfToken }, data: { id: firstItem } });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  await pharmacist.request.dispose();

  // The customer adds the serum, once, from the treatment card.
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/profile')}`);
  await logInThroughTheForm(page, customer.email, NEW_CUSTOMER_PASSWORD);
  const panel = page.getByRole('region', { name: 'Add-ons in your next box' });
  await expect(panel).toBeVisible();
  await pickFromList(page, 'Vitamin C 20% serum · £39.00', () => panel.getByLabel('Choose a booster').click());
  await panel.getByRole('radio', { name: 'Once' }).check();
  await panel.getByRole('button', { name: 'Add to next box' }).click();
  const added = panel.getByRole('list', { name: 'Add-ons in your next box' }).getByRole('listitem');
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Vitamin C 20% serum');
  await expect(added).toContainText('£39.00');
  await expect(added).toContainText('Once');
  await keepScreenshot(page, testInfo, 'account-add-on-added');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Two months on (the e2e server runs on the real clock), the prescription allows the next box:
  // the customer asks for it now, and one charge takes supply and serum together.
  await queryServerDatabase(`update prescription_supply set supplied_on = supplied_on - 61 where prescription_id in (select id from prescription where subscription_id = $1)`, [customer.subscriptionId]);
  await page.reload();
  await page.getByRole('button', { name: 'Send now' }).click();
  const sendNow = page.getByRole('dialog', { name: 'Send your next box now?' });
  // DERMLOVE10 was the first order's only; the box is £48.40 + £39.00.
  await expect(sendNow).toContainText('We charge £87.40 to your card today');
  await keepScreenshot(page, testInfo, 'send-now-with-add-on');
  await sendNow.getByRole('button', { name: 'Send now and pay £87.40' }).click();
  await expect(sendNow).toBeHidden();
  await expect(page.getByText(/Your next box is on its way/)).toBeVisible();
  await expect.poll(async () => (await paymentsOf(customer.subscriptionId)).length, { timeout: 30_000 }).toBe(2);
  expect((await paymentsOf(customer.subscriptionId)).map((payment) => payment.amount_pence)).toEqual([expect.any(Number), 4840 + 3900]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Add-ons in your next box' })).toContainText('Add a booster to the box');

  // The pharmacist's dispatch list shows the serum in the renewal's box, and its dispatch note lists both products.
  await signOut(page);
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/admin/dispatch')}`);
  await logInThroughTheForm(page, DEMO_PHARMACIST.email, DEMO_PHARMACIST.password);
  await page.getByPlaceholder('Search by customer, order ID...').fill(surname);
  await page.getByPlaceholder('Search by customer, order ID...').press('Enter');
  const order = page.getByRole(isMobile(testInfo) ? 'listitem' : 'row').filter({ hasText: customer.name });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('+ add-ons: [880S] Vitamin C 20% serum');
  await keepScreenshot(page, testInfo, 'dispatch-with-add-on');
  const [{ id: renewedItem }] = await queryServerDatabase<{ id: number }>('select id from subscription_item where subscription_id = $1 and status = $2', [customer.subscriptionId, 'paid']);
  const note = await page.request.get(`/v2/admin/form/ship/pdf/dispatch-note?id=${renewedItem}`);
  expect(note.ok(), await note.text()).toBe(true);
  const { text } = await readPdfText(await note.body());
  expect(text).toContain('Acne formula');
  expect(text).toContain('[880S] Vitamin C 20% serum');

  // The subscription's treatment plan shows the serum as an add-on, no prescription, in that box.
  await page.goto(`/v2/admin/subscriptions/${customer.subscriptionId}`);
  const addOns = page.getByRole('table').filter({ hasText: 'Add-on · no prescription' });
  await expect(addOns).toContainText('880S');
  await expect(addOns).toContainText(`Charged, in DO-${String(renewedItem).padStart(6, '0')}`);
  await keepScreenshot(page, testInfo, 'admin-plan-with-add-on');
  await customer.request.dispose();
});
