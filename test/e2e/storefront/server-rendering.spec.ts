import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageAliveForGuest } from '../navigation';
import { watchHydration } from './page-watchers';

/**
 * Public pages arrive drawn by the server (web/src/entry-server.tsx), from the database
 * at request time, and the browser then hydrates them rather than drawing them again.
 */

interface Shop {
  categories: { title: string; items: { title: string; price: string }[] }[];
}

async function shopFromTheCatalogue(request: APIRequestContext): Promise<Shop> {
  const response = await request.get('/catalogue/shop');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Shop;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the HTML the server sends carries every product of the shop with its current price', async ({ request }) => {
  const shop = await shopFromTheCatalogue(request);
  const response = await request.get('/shop', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The page itself, not the title and meta in the head.
  const page = html.slice(html.indexOf('<div id="root">'));
  expect(page).toContain('>Find your treatment</h1>');
  const items = shop.categories.flatMap((category) => category.items);
  expect(items.length).toBeGreaterThan(5);
  for (const item of items) {
    expect(page).toContain(`>${escapeHtml(item.title)}</h3>`);
    expect(page).toContain(`>${escapeHtml(item.price)}</span>`);
  }
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop shows every product and price', async ({ page, request }) => {
    const shop = await shopFromTheCatalogue(request);
    await page.goto('/shop');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Find your treatment' })).toBeVisible();
    for (const category of shop.categories) {
      await expect(main.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
      for (const item of category.items) {
        const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
        await expect(card.getByText(item.price, { exact: true })).toBeVisible();
      }
    }
  });
});

test('the drawn shop comes alive: its category filter works', async ({ page }) => {
  const hydration = await watchHydration(page);
  await page.goto('/shop');
  await expectPageAliveForGuest(page);
  expect(await hydration.problems()).toEqual([]);

  const main = page.getByRole('main');
  const tablets = main.getByRole('button', { name: /^Tablets/ });
  await tablets.click();
  await expect(page).toHaveURL(/\/shop\?category=tablets$/);
  await expect(tablets).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('heading', { level: 2, name: /^(RX Skincare|Tablets|Routine Boosters)$/ })).toHaveText(['Tablets']);
});

test('account screens are still drawn in the browser', async ({ request }) => {
  const html = await (await request.get('/v2/login', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"><h1 class="visually-hidden">');
});

test('a button pressed before the scripts arrive is not lost: it acts once the page comes alive', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  const question = page.getByRole('button', { name: 'Is the consultation really free?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  release();
  await expectPageAliveForGuest(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('The online consultation costs nothing')).toBeVisible();
});

test('a link to a section of the same page, followed before the scripts arrive, still shows that section once the page comes alive', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/terms', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refunds' }).click();

  release();
  await expectPageAliveForGuest(page);
  await expect(page).toHaveURL(/\/terms#refunds$/);
  await expect(page.getByRole('heading', { name: '8. Refunds' })).toBeInViewport();
});

test('the drawn page asks for its scripts only after its first paint', async ({ request }) => {
  const html = await (await request.get('/shop', { headers: { Accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).toMatch(/<script nonce="[^"]+">\(function\(entry,preloads,controls\)/);
});

test('an email typed before the scripts arrive is kept and sent', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  const email = `early-typist-${Date.now()}@example.com`;
  await footer.getByPlaceholder('Your email address').fill(email);
  await footer.getByRole('button', { name: 'SIGN ME UP' }).click();

  release();
  await expectPageAliveForGuest(page);
  await expect(footer.getByText("Thank you — you're on the list.")).toBeVisible();
});

/** Holds the app's scripts back, as a slow connection would, so what the test does lands on the drawn HTML; call the result to let them through. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's entry, and the content pages' islands script.
  await page.route(/\/assets\/(islands\/islands|index)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
