import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../support/test-app';

/** A stand-in for the built index.html: what matters is what the server writes into it. */
const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let app: NestExpressApplication;
const page = (path: string) => request(app.getHttpServer()).get(path).set('Accept', 'text/html');

beforeAll(async () => {
  app = await createTestApp({ renderIndexHtml: async () => INDEX_HTML });
});
afterAll(async () => {
  await app.close();
});

describe('screen routes before any script runs', () => {
  it.each([
    ['/', 'Doctor-led skincare, personalised for you | Derm Shop', 'Doctor-led skincare, personalised for you'],
    ['/shop', 'Find your treatment | Derm Shop', 'Find your treatment'],
    ['/shop/acne', 'Acne Formula | Derm Shop', 'Acne Formula'],
    ['/acne', 'Clear skin, prescribed for you | Derm Shop', 'Clear skin, prescribed for you'],
    ['/journal/retinoids-explained', 'Retinoids explained | Derm Shop', 'Retinoids explained'],
    ['/meet-the-team', 'Meet the team | Derm Shop', 'Meet the team'],
    ['/terms', 'Terms and conditions | Derm Shop', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy | Derm Shop', 'Privacy policy'],
  ])('%s carries its title, description, canonical URL, Open Graph tags and heading', async (path, title, heading) => {
    const response = await page(path).expect(200).expect('Content-Type', /text\/html/);
    expect(response.text).toContain(`<title>${title}</title>`);
    expect(response.text).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(response.text).toContain(`<link rel="canonical" href="http://localhost:3000${path}" />`);
    expect(response.text).toContain(`<meta property="og:title" content="${title}" />`);
    expect(response.text).toContain(`<h1 class="visually-hidden">${heading}</h1>`);
    expect(response.text).not.toContain('noindex');
  });

  it.each(['/shop/no-such-treatment', '/shop/vitamin-c-serum', '/journal/no-such-article', '/no-such-page', '/shop/acne/extra', '/consultation/eczema', '/consultation/eczema/questions'])(
    '%s is a real 404, still showing the app',
    async (path) => {
      const response = await page(path).expect(404).expect('Content-Type', /text\/html/);
      expect(response.text).toContain('<title>Page not found | Derm Shop</title>');
      expect(response.text).toContain('<script type="module" src="/assets/index.js"></script>');
    },
  );

  it('preloads a product page\'s main image and offers it to link previews', async () => {
    const response = await page('/shop/acne').expect(200);
    expect(response.text).toContain('<link rel="preload" as="image" href="/images/treatments/acne.svg" fetchpriority="high" />');
    expect(response.text).toContain('<meta property="og:image" content="http://localhost:3000/images/treatments/acne.svg" />');
  });

  it('serves account screens but keeps them out of search results', async () => {
    const response = await page('/v2/profile').expect(200);
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives API clients a JSON 404 rather than the app', async () => {
    const response = await request(app.getHttpServer()).get('/no-such-page').set('Accept', 'application/json').expect(404);
    expect(response.body.error).toBe('NOT_FOUND');
  });
});

describe('search engines', () => {
  it('are told what to crawl', async () => {
    const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(robots.text).toContain('Disallow: /v2/');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('get a sitemap of every public page, product and article', async () => {
    const sitemap = await request(app.getHttpServer()).get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    for (const path of ['/', '/shop', '/shop/acne', '/shop/hormonal-acne-pill', '/acne', '/journal/retinoids-explained', '/faqs', '/terms', '/privacy-policy']) {
      expect(sitemap.text).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(sitemap.text).not.toContain('vitamin-c-serum');
  });
});

describe('content security policy with the sandbox gateway', () => {
  it('lets in no payment provider origin: the card form is our own', async () => {
    const policy = (await page('/v2/subscription/checkout')).headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(policy).not.toContain('stripe.com');
  });
});
