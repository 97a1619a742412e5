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

/** Draws the shop's first product from the API the server points it at, as the real renderer fetches its data. */
const renderPage: PageRenderer = async (input) => {
  calls.push(input);
  if (behaviour === 'fail') throw new Error('the render broke');
  if (behaviour === 'decline') return undefined;
  const shop = (await (await fetch(`${input.apiOrigin}/catalogue/shop`)).json()) as { categories: { items: { title: string; price: string }[] }[] };
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

  it('points the renderer at this server over loopback for the page data', async () => {
    await page('/').expect(200);
    expect(calls[0]?.apiOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("allows the renderer's inline scripts through the response's own CSP nonce", async () => {
    const response = await page('/faqs').expect(200);
    const nonce = calls[0]?.nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(response.text).toContain(`<script nonce="${nonce}">`);

    await page('/faqs').expect(200);
    expect(calls[1]?.nonce).not.toBe(nonce);
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
