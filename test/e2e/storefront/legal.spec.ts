import { expect, test, type Page } from '@playwright/test';
import { expectPageAliveForGuest } from '../navigation';
import { expectNoSidewaysScroll } from './page-checks';
import { keepScreenshot } from '../support/screenshots';

async function footerLinks(page: Page): Promise<string[]> {
  return page.getByRole('contentinfo').locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('every footer link answers: its page, its PDF, its section, its address', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await footerLinks(page);
  // The spec's footer (§2): the condition links, the team, the FAQs, the refund link, contact, social links and both PDFs.
  expect(hrefs).toEqual(expect.arrayContaining(['/acne', '/shop', '/glow', '/anti-ageing', '/hyperpigmentation', '/meet-the-team', '/faqs', '/terms#refunds', '/legal/privacy-policy.pdf', '/legal/terms.pdf']));

  for (const href of hrefs) {
    if (href.startsWith('mailto:')) {
      expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    } else if (href.startsWith('https://')) {
      // A social network's own site: this machine has no internet to ask it.
      expect(new URL(href).protocol).toBe('https:');
    } else if (href.endsWith('.pdf')) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
    } else {
      const [path, fragment] = href.split('#');
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page not found');
      if (fragment) await expect(page.locator(`[id="${fragment}"]`), href).toBeAttached();
      expect(new URL(page.url()).pathname, href).toBe(path);
    }
  }
});

test('the footer’s Refunds link lands on the refund policy in the terms', async ({ page }) => {
  await page.goto('/');
  await expectPageAliveForGuest(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refunds' }).click();
  await expect(page).toHaveURL(/\/terms#refunds$/);
  const refunds = page.getByRole('region', { name: '8. Refunds' });
  await expect(refunds.getByRole('heading', { name: '8. Refunds' })).toBeInViewport();
  await expect(refunds).toContainText('We refund you in full');
  await expect(refunds).toContainText('if the prescriber decides a treatment is not right for you');
});

test('the terms read as a page, with their contents, version, business and PDF', async ({ page }, testInfo) => {
  await page.goto('/terms');
  await expectPageAliveForGuest(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(main.getByText('Version 1.1 · Last updated 25 November 2026')).toBeVisible();
  await expect(main.getByText('Derm Shop is a trading name of Derm Shop Ltd, a company registered in England and Wales under company number 00000000')).toBeVisible();
  await expect(main.getByText(/Our superintendent pharmacist is Daniel Okafor \(GPhC registration number 2076543\)/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'hello@example.com' }).first()).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(main.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute('href', '/legal/terms.pdf');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'terms');

  // The contents lead to each section.
  const contents = main.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(15);
  await contents.getByRole('link', { name: 'Cancelling your subscription' }).click();
  await expect(page).toHaveURL(/\/terms#cancelling$/);
  await expect(main.getByRole('heading', { name: '6. Cancelling your subscription' })).toBeInViewport();

  await main.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

test('the privacy policy reads as a page: the controller, health data, retention and rights', async ({ page }, testInfo) => {
  await page.goto('/privacy-policy');
  await expectPageAliveForGuest(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(main.getByText(/Derm Shop Ltd is the controller of your personal information.*registration number ZA000000/)).toBeVisible();
  for (const heading of ['3. Your health information', '5. Who sees your information', '7. How long we keep it', '8. Your rights', '10. Cookies'])
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  await expect(main.getByRole('link', { name: 'https://ico.org.uk/make-a-complaint' })).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint');
  await expect(main.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute('href', '/legal/privacy-policy.pdf');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'privacy-policy');

  await main.getByRole('link', { name: 'Terms and conditions', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});

test('at the start of the consultation, the terms and privacy policy open beside the wizard, which keeps its place', { tag: '@responsive' }, async ({ page, context }, testInfo) => {
  await page.goto('/consultation/generic');
  await page.getByLabel('Legal first name').fill('Chloe');
  await keepScreenshot(page, testInfo, 'sign-up-step-0');

  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /terms and conditions/ }).click()]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await terms.close();

  const [policy] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /privacy policy/ }).first().click()]);
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await policy.close();

  await expect(page.getByLabel('Legal first name')).toHaveValue('Chloe');
});
