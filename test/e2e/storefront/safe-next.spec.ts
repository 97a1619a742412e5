import { expect } from '@playwright/test';
import { logInThroughTheForm } from '../navigation';
import { testFromOwnAddresses } from '../support/client-address';

// It logs in: from addresses of its own (testFromOwnAddresses).
const test = testFromOwnAddresses({ desktop: '203.0.113.4', mobile: '203.0.113.5' });

// The router keeps a raw search value its validator drops unless the key is returned
// as undefined: this guards the login page's ?next= against sending anyone off-site.
for (const next of ['https://example.org/', '//example.org/elsewhere']) {
  test(`signing in with ?next=${next} stays on this site`, async ({ page }) => {
    await page.goto(`/v2/login?next=${encodeURIComponent(next)}`);
    await logInThroughTheForm(page, 'customer@example.com', 'customer-demo-pass');
    await expect(page).toHaveURL(/\/v2\/profile$/);
  });
}
