import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { PageRenderRequest, PageRenderer } from '../../src/web/web-assets';
import { createTestApp } from '../support/test-app';

/**
 * How the page fallback uses the web app's server renderer (web/src/entry-server.tsx),
 * with a stand-in renderer: which pages it is asked for, what it is given, and what the
 * visitor gets when it fails. The real renderer is exercised end to end in
 * test/e2e/storefront/server-rendering.spec.ts.
 */
const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let app: NestExpressApplication;
let calls: PageRenderRequest[] = [];
let behaviour: 'draw' | 'fail' | 'decline' = 'draw';

/** Draws the shop's first product from the data the server hands it, as the real renderer loads its data. */
const renderPage: PageRenderer = async (input) => {
  calls.push(input);
  if (behaviour === 'fail') throw new Error('the render broke');
  if (behaviour === 'decline') return undefined;
  const shop = JSON.parse((await input.loadData('/catalogue/shop')).json) as { categories: { items: { title: string; price: string }[] }[] };
  const first = shop.categories[0]?.items[0];
  const drawn = `<main><h1>Drawn on the server</h1><p>${first?.title} ${first?.price}</p></main><script nonce="${input.nonce}">window.state=1</script>`;
  return { status: 200, html: input.shell.replace('<div id="root"></div>', `<div id="root">${drawn}</div>`) };
};

const page = (path: string) => request(app.getHttpServer()).get(path).set('Accept', 'text/html');

beforeAll(async () => {
  app = await createTestApp({ renderIndexHtml: async () => INDEX_HTML, renderPage });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  calls = [];
  behaviour = 'draw';
});

describe('server rendering of public pages', () => {
  it('sends a public page drawn by the renderer, with its meta and no injected heading', async () => {
    const response = await page('/shop?category=tablets').expect(200).expect('Cache-Control', 'no-cache');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/shop?category=tablets');
    expect(calls[0]?.shell).toContain('<title>Find your treatment | Derm Shop</title>');
    expect(response.text).toContain('<title>Find your treatment | Derm Shop</title>');
    expect(response.text).toMatch(/<p>Acne Formula £\d+\.\d{2}<\/p>/);
    expect(response.text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(response.text).not.toContain('visually-hidden');
  });

  it('hands the renderer the page data in-process: the status and JSON the API answers for the same path', async () => {
    await page('/').expect(200);
    const loadData = calls[0]!.loadData;
    for (const path of ['/catalogue/shop', '/catalogue/treatments/acne', '/content/reviews?page=2&perPage=10', '/content/regulatory-information', '/content/legal/terms']) {
      const api = await request(app.getHttpServer()).get(path).set('Accept', 'application/json').expect(200);
      expect([path, await loadData(path)]).toEqual([path, { status: 200, json: api.text }]);
    }
    expect(await loadData('/catalogue/treatments/no-such-treatment')).toMatchObject({ status: 404 });
    expect(JSON.parse((await loadData('/content/reviews?page=0')).json)).toMatchObject({ statusCode: 400, error: 'REQUEST.INVALID' });
    // Only the public reads: nothing personal can be reached this way.
    expect(await loadData('/v2/profile/data/account')).toMatchObject({ status: 404 });
  });

  it("allows the renderer's inline scripts through the response's own CSP nonce", async () => {
    const response = await page('/faqs').expect(200);
    const nonceOf = (text: string) => /<script nonce="([^"]+)">/.exec(text)?.[1];
    const first = nonceOf(response.text);
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${first}'`);
    // The renderer drew it with a placeholder, which the response's own nonce replaced.
    expect(response.text).not.toContain(calls[0]!.nonce);

    // The drawn page is kept for the next visitor, with a nonce of its own.
    const again = await page('/faqs').expect(200);
    expect(calls).toHaveLength(1);
    expect(nonceOf(again.text)).not.toBe(first);
    expect(again.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonceOf(again.text)}'`);
  });

  it('draws the not-found page with its 404 status', async () => {
    const response = await page('/shop/no-such-treatment').expect(404);
    expect(calls).toHaveLength(1);
    expect(response.text).toContain('<title>Page not found | Derm Shop</title>');
  });

  it('sends the shell, with the page heading, when the render fails', async () => {
    behaviour = 'fail';
    const response = await page('/shop/acne').expect(200);
    expect(response.text).toContain('<div id="root"><h1 class="visually-hidden">Acne Formula</h1></div>');
    expect(response.text).toContain('<script type="module" src="/assets/index.js"></script>');

    const missing = await page('/journal/no-such-article').expect(404);
    expect(missing.text).toContain('<h1 class="visually-hidden">Page not found</h1>');
  });

  it('sends the shell when the renderer leaves the page to the browser', async () => {
    behaviour = 'decline';
    const response = await page('/shop/').expect(200);
    expect(response.text).toContain('<div id="root"><h1 class="visually-hidden">Find your treatment</h1></div>');
  });

  it.each(['/v2/login', '/v2/profile', '/v2/admin/subscriptions', '/consultation/acne'])('leaves %s to the browser', async (path) => {
    const response = await page(path).expect(200);
    expect(calls).toHaveLength(0);
    expect(response.text).toContain('<div id="root"><h1 class="visually-hidden">Derm Shop</h1></div>');
  });
});
