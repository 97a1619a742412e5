import { expect, test } from '@playwright/test';
import { logInThroughTheForm } from '../navigation';

// The router keeps a raw search value its validator drops unless the key is returned
// as undefined: this guards the login page's ?next= against sending anyone off-site.
for (const next of ['https://example.org/', '//example.org/elsewhere']) {
  test(`signing in with ?next=${next} stays on this site`, async ({ page }) => {
    await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
    await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
    await expect(page).toHaveURL(/\/v2\/profile$/);
  });
}
