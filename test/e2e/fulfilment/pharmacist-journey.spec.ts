import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { emailsTo } from '../support/mailbox';
import { isMobile, logInThroughTheForm } from '../navigation';
import { signInStaffThroughApi } from '../staff-sign-in';
import { DEMO_PHARMACIST } from '../support/pharmacist';
import { paidCustomer, uniqueSurname } from './fulfilment-helpers';
import { safetyAnswers } from '../support/safety-answers';
import { keepScreenshot } from '../support/screenshots';

/**
 * The pharmacist's day (ADR 0007): she takes charge of the premises as responsible pharmacist,
 * makes the clinical check (prescription, answers and flags, earlier supplies) and the accuracy
 * check (the pack's code, batch and expiry), and the supply ships with its batch in the register.
 */

/** The order's row on a desktop, its card on a phone. */
const orderOf = (page: Page, testInfo: TestInfo, name: string) => page.getByRole(isMobile(testInfo) ? 'listitem' : 'row').filter({ hasText: name });

async function showOnly(page: Page, filter: string, surname: string) {
  // The segmented control's radios are drawn by their labels.
  await page.getByRole('radio', { name: filter }).locator('xpath=..').click();
  await expect(page).toHaveURL(/check=/);
  await page.getByPlaceholder('Search by customer, order ID...').fill(surname);
  await page.getByPlaceholder('Search by customer, order ID...').press('Enter');
}

test('the pharmacist signs in as responsible pharmacist, checks a supply clinically and for accuracy, and it ships with its batch in the register', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const surname = uniqueSurname();
  const customer = await paidCustomer(baseURL!, surname);
  // The prescriber approves (through the API the Approve button calls).
  const prescriberToken = await signInStaffThroughApi(customer.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await customer.request.post('/v2/admin/form/review', { headers: { 'x-csrf-token': prescriberToken }, data: { id: customer.subscriptionId, approve: 1, signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(customer.request, customer.subscriptionId)) } })).ok()).toBe(true);

  // The pharmacist takes charge of the premises.
  await page.goto(`/v2/login?next=${encodeURIComponent('/v2/admin/responsible-pharmacist')}`);
  await logInThroughTheForm(page, DEMO_PHARMACIST.email, DEMO_PHARMACIST.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible pharmacist' })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign in as responsible pharmacist' });
  const inCharge = page.getByText('You are the responsible pharmacist.');
  await expect(signIn.or(inCharge)).toBeVisible();
  // The premises have one responsible pharmacist, shared by every spec running alongside: another may have signed her in first.
  if (await signIn.isVisible()) {
    await keepScreenshot(page, testInfo, 'responsible-pharmacist-nobody');
    await signIn.click();
  }
  await expect(inCharge).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out as responsible pharmacist' })).toBeVisible();
  const record = page.getByRole(isMobile(testInfo) ? 'listitem' : 'row').filter({ hasText: 'In charge now' });
  await expect(record).toContainText(DEMO_PHARMACIST.name);
  await expect(record).toContainText(DEMO_PHARMACIST.gphcNumber);
  await keepScreenshot(page, testInfo, 'responsible-pharmacist-in-charge');
  expect(await seriousViolations(page)).toEqual([]);

  // The dispatch list: the new supply waits for its clinical check, and cannot ship yet.
  await page.goto('/v2/admin/dispatch');
  await expect(page.getByText(`Responsible pharmacist: ${DEMO_PHARMACIST.name} (GPhC ${DEMO_PHARMACIST.gphcNumber})`)).toBeVisible();
  await showOnly(page, 'Awaiting clinical check', surname);
  const order = orderOf(page, testInfo, customer.name);
  await expect(order).toHaveCount(1);
  // The order's one reference (DO-000123), over the prescription it dispenses; the buttons name the order by it.
  const reference = (await order.textContent())!.match(/DO-\d{6,}/)![0];
  await expect(order).toContainText(/PRX\d+/);
  await expect(order.getByRole('button', { name: `Ship ${reference}: Waiting for the pharmacist’s clinical check.` })).toBeDisabled();
  await expect(order.getByRole('button', { name: `Accuracy check for ${reference}` })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'dispatch-awaiting-clinical-check');

  // The clinical check: the prescription, no earlier supplies, the answers and flags, then her confirmation.
  await order.getByRole('button', { name: `Clinical check for ${reference}` }).click();
  const clinical = page.getByRole('dialog', { name: /Clinical check/ });
  await expect(clinical.getByRole('heading', { name: /^Prescription PRX\d+$/ })).toBeVisible();
  await expect(clinical).toContainText('Dr Amelia Hart, GMC 7000001');
  await expect(clinical).toContainText("None: this is the patient's first supply from us.");
  await expect(clinical.getByRole('heading', { name: 'Consultation answers and flags' })).toBeVisible();
  await expect(clinical.getByRole('tab').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'clinical-check-dialog');
  const recordClinical = clinical.getByRole('button', { name: 'Record clinical check' });
  await expect(recordClinical).toBeDisabled();
  await clinical.getByRole('checkbox', { name: 'I have checked that this prescription is appropriate for this patient.' }).check();
  expect(await seriousViolations(page, clinical)).toEqual([]);
  await recordClinical.click();
  await expect(clinical).toBeHidden();
  await expect(page.getByText(`Clinical check of ${reference} recorded.`)).toBeVisible();

  // The accuracy check: she reads the code, batch and expiry off the pack; a wrong code is refused.
  await showOnly(page, 'Awaiting accuracy check', surname);
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('button', { name: `Clinical check of ${reference}: done by ${DEMO_PHARMACIST.name}` })).toBeVisible();
  await order.getByRole('button', { name: `Accuracy check for ${reference}` }).click();
  const accuracy = page.getByRole('dialog', { name: /Accuracy check/ });
  const prescribedCode = (await accuracy.getByText(/^Prescribed:/).locator('strong').textContent())!.replace(/[[\]]/g, '');
  await accuracy.getByLabel('Product code on the pack').fill('XX-000');
  await accuracy.getByLabel('Batch number').fill('TC2611A');
  await accuracy.getByLabel('Expiry date').fill('30/11/2030');
  await accuracy.getByLabel('Expiry date').press('Enter');
  await accuracy.getByRole('button', { name: 'Record accuracy check' }).click();
  await expect(accuracy.getByText(`The pack's product code XX-000 is not the prescribed ${prescribedCode}.`, { exact: false })).toBeVisible();
  await accuracy.getByLabel('Product code on the pack').fill(prescribedCode);
  await keepScreenshot(page, testInfo, 'accuracy-check-dialog');
  expect(await seriousViolations(page, accuracy)).toEqual([]);
  await accuracy.getByRole('button', { name: 'Record accuracy check' }).click();
  await expect(accuracy).toBeHidden();

  // The subscription's page shows both checks on the supply.
  await page.goto(`/v2/admin/subscriptions/${customer.subscriptionId}`);
  const plan = page.getByRole('region', { name: 'Treatment plan' });
  await expect(plan.getByRole('button', { name: `Clinical check: done by ${DEMO_PHARMACIST.name}` })).toBeVisible();
  await expect(plan.getByRole('button', { name: `Accuracy check: done by ${DEMO_PHARMACIST.name}` })).toBeVisible();
  await expect(plan).toContainText(new RegExp(`${reference} · PRX\\d+`));
  await keepScreenshot(page, testInfo, 'subscription-detail-checks');

  // Ready to ship: Ship, and the label downloads.
  await page.goto('/v2/admin/dispatch');
  await showOnly(page, 'Ready to ship', surname);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Batch TC2611A · Exp 30/11/2030');
  await keepScreenshot(page, testInfo, 'dispatch-ready-to-ship');
  await order.getByRole('button', { name: 'Ship' }).click();
  const label = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ship', exact: true }).last().click();
  const trackingNumber = (await label).suggestedFilename().replace(/\.pdf$/, '');
  expect(trackingNumber).toMatch(/^LD\d{9}GB$/);
  await expect.poll(async () => (await emailsTo(customer.request, customer.email)).some((email) => email.subject.startsWith('Your treatment is on its way'))).toBe(true);

  // The register names the batch the pharmacist checked.
  await page.goto(`/v2/admin/pom?patient=${surname}`);
  const entry = page.getByRole('row').filter({ hasText: customer.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('TC2611A');
  await expect(entry).toContainText('Exp 30/11/2030');
  await customer.request.dispose();
});

test('the regulatory information page lists the pharmacy, its pharmacists and prescribers, and the footer links to it with the GPhC number', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('GPhC registered pharmacy 9000001 (demo)');
  await footer.getByRole('link', { name: 'Regulatory information' }).click();
  await expect(page).toHaveURL(/\/regulatory-information$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Regulatory information' })).toBeVisible();
  await expect(main.getByRole('note')).toContainText('Demo shop.');
  await expect(main).toContainText('Derm Shop Pharmacy');
  await expect(main).toContainText('9000001');
  await expect(main).toContainText('Daniel Okafor, GPhC 2076543');
  await expect(main).toContainText('provider ID 1-000000000');
  await expect(main.getByRole('listitem').filter({ hasText: 'Dr Amelia Hart' })).toContainText('General Medical Council (GMC) 7000001');
  await expect(main.getByRole('link', { name: 'See our CQC page' })).toHaveAttribute('href', 'https://www.cqc.org.uk/provider/1-000000000');
  await keepScreenshot(page, testInfo, 'regulatory-information');
  expect(await seriousViolations(page)).toEqual([]);
});
