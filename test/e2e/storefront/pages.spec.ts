import { expect, test } from '@playwright/test';
import { expectImagesDescribedAndSized, expectLazyBelowTheFold, expectNoSidewaysScroll } from './page-checks';

// Each public page at both widths (the desktop and mobile projects): one h1, its own
// title, content from the API, images sized and lazy, nothing wider than the screen.
const PAGES = [
  { path: '/', heading: 'Doctor-led skincare, personalised for you', content: 'What would you like to treat?' },
  { path: '/shop', heading: 'Find your treatment', content: 'Acne Formula' },
  { path: '/shop/acne', heading: 'Acne Formula', content: '£24.20' },
  { path: '/acne', heading: 'Clear skin, prescribed for you', content: 'Acne treatment FAQs' },
  { path: '/ingredients', heading: 'What’s inside', content: 'Azelaic acid' },
  { path: '/meet-the-team', heading: 'Meet the team', content: 'GMC 7000001' },
  { path: '/reviews', heading: 'Reviews', content: 'out of 5' },
  { path: '/journal', heading: 'Journal', content: 'Retinoids explained' },
  { path: '/journal/retinoids-explained', heading: 'Retinoids explained', content: 'Starting out' },
  { path: '/faqs', heading: 'Frequently asked questions', content: 'Your consultation' },
  { path: '/terms', heading: 'Terms and conditions', content: 'Cancelling your subscription' },
  { path: '/privacy-policy', heading: 'Privacy policy', content: 'How long we keep it' },
];

for (const { path, heading, content } of PAGES) {
  test(`${path} shows its content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
    await expect(page).toHaveTitle(/\| Derm Shop$/);
    await page.waitForLoadState('networkidle');
    await expectImagesDescribedAndSized(page);
    await expectLazyBelowTheFold(page);
    await expectNoSidewaysScroll(page);
  });
}

test('an unknown treatment or article is a not-found page with a 404 status', async ({ page }) => {
  for (const path of ['/shop/no-such-treatment', '/journal/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('an unknown top-level address is not taken for a landing page', async ({ page }) => {
  await page.goto('/eczema');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
