import { expect, test, type Page } from '@playwright/test';
import { expectPageAliveForGuest } from '../navigation';
import { expectNoSeriousViolations } from '../support/accessibility';
import { expectImagesDescribedAndSized, expectLazyBelowTheFold, expectNoSidewaysScroll } from './page-checks';
import { ISLANDS_SCRIPT, SCRIPT_BUDGET_BYTES, watchHydration, watchScripts } from './page-watchers';

/**
 * Every public page, each in one load: as the server draws it (its one main heading in the HTML,
 * before any script), taken over by the browser without a redraw or an error, alive on the
 * islands script alone within the script budget and without the router's state
 * (docs/adr/0017-islands-on-public-pages.md), its content, title and images, nothing wider than
 * the window, and no serious or critical accessibility violation (axe). The login screen, which
 * the browser draws, is checked for accessibility only.
 */
interface PublicPage {
  path: string;
  /** The page's one h1, in the HTML the server sends. */
  heading?: string;
  /** Something the page shows from the API. */
  content?: string;
  /** The page changes what was drawn as it comes alive: the FAQs open the answer the address names. */
  opensFromTheAddress?: true;
}

const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', heading: 'Doctor-led skincare, personalised for you', content: 'What would you like to treat?' },
  { path: '/shop', heading: 'Find your treatment', content: 'Acne Formula' },
  { path: '/shop?category=tablets', heading: 'Find your treatment' },
  { path: '/shop/acne', heading: 'Acne Formula', content: '£24.20' },
  { path: '/acne', heading: 'Clear skin, prescribed for you', content: 'Acne treatment FAQs' },
  { path: '/ingredients', heading: 'What’s inside', content: 'Azelaic acid' },
  { path: '/meet-the-team', heading: 'Meet the team', content: 'GMC 7000001' },
  { path: '/reviews', heading: 'Reviews', content: 'out of 5' },
  { path: '/reviews?page=2', heading: 'Reviews' },
  { path: '/journal', heading: 'Journal', content: 'Retinoids explained' },
  { path: '/journal/retinoids-explained', heading: 'Retinoids explained', content: 'Starting out' },
  { path: '/faqs', heading: 'Frequently asked questions', content: 'Your consultation' },
  { path: '/faqs#refunds', opensFromTheAddress: true },
  { path: '/terms', heading: 'Terms and conditions', content: 'Cancelling your subscription' },
  { path: '/privacy-policy', heading: 'Privacy policy', content: 'How long we keep it' },
  { path: '/regulatory-information' },
  { path: '/no-such-page', heading: 'Page not found' },
  { path: '/consultation/eczema' },
];

/** The HTML inside the app's root, where a heading would be drawn (not the head's title). */
const drawnPage = (html: string) => html.slice(html.indexOf('<div id="root">'));

for (const { path, heading, content, opensFromTheAddress } of PUBLIC_PAGES) {
  test(`${path}: drawn by the server, taken over on the islands script alone, complete and accessible`, async ({ page, request }) => {
    if (heading) {
      const drawn = drawnPage(await (await request.get(path, { headers: { Accept: 'text/html' } })).text());
      expect(drawn.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(drawn).toMatch(new RegExp(`<h1[^>]*>${escapeForRegExp(escapeHtml(heading))}</h1>`));
    }

    const hydration = await watchHydration(page);
    const scriptsSoFar = watchScripts(page);
    await page.goto(path);
    await expectPageAliveForGuest(page);
    if (!opensFromTheAddress) expect(await hydration.problems()).toEqual([]);
    await expect.poll(async () => (await scriptsSoFar()).map((script) => script.path)).toEqual([expect.stringMatching(ISLANDS_SCRIPT)]);
    const [script] = await scriptsSoFar();
    expect(script!.bytes).toBeGreaterThan(0);
    expect(script!.bytes).toBeLessThan(SCRIPT_BUDGET_BYTES);
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false);

    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText([heading]);
    if (content) await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
    await expect(page).toHaveTitle(/\| Derm Shop$/);
    await page.waitForLoadState('networkidle');
    await expectPageComplete(page);
    await expectNoSeriousViolations(page);
  });
}

test('no public page is wider than a phone', { tag: '@responsive' }, async ({ page }) => {
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await expectPageAliveForGuest(page);
    await expectNoSidewaysScroll(page);
  }
});

test('the login screen has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/v2/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

/** Images described, sized and lazy below the fold, and nothing sticking out sideways. */
async function expectPageComplete(page: Page): Promise<void> {
  await expectImagesDescribedAndSized(page);
  await expectLazyBelowTheFold(page);
  await expectNoSidewaysScroll(page);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
