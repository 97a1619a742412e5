import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

const PUBLIC_PAGES = ['/', '/shop', '/shop/acne', '/acne', '/ingredients', '/meet-the-team', '/reviews', '/journal', '/faqs', '/terms', '/privacy-policy', '/v2/login'];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}
