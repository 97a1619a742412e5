import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signedInAdmin } from '../support/signed-in-admin';
import { browserSession, createTestApp, newlySignedUpCustomer } from '../support/test-app';

/**
 * What every response says to caches and to the browser (ASVS 5.0 V3.4, 14.3): nothing that
 * carries personal data or a token is stored, the shop is never framed, and the browser's
 * powerful features are off, the camera but where a photo is taken.
 */
const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>x</title><style>body{margin:0}</style></head><body><div id="root"></div></body></html>';

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp({ renderIndexHtml: async () => INDEX_HTML });
});
afterAll(async () => {
  await app.close();
});

describe('Cache-Control', () => {
  it('is no-store on what a customer reads about themselves, and on their session and its token', async () => {
    const customer = await newlySignedUpCustomer(app);
    for (const path of ['/v2/profile/data/account', '/v2/profile/data/chat', '/v2/profile/data/subscriptions', '/v2/profile/data/photos', '/auth/session', '/auth/registration-progress']) {
      const response = await customer.agent.get(path).expect(200);
      expect([path, response.headers['cache-control']]).toEqual([path, 'no-store']);
    }
  });

  it('is no-store on the session a guest gets, on signing in, and on refusals', async () => {
    const guest = await browserSession(app);
    expect((await guest.agent.get('/auth/session').expect(200)).headers['cache-control']).toBe('no-store');
    const login = await guest.agent.post('/login').set('x-csrf-token', guest.csrfToken).send({ email: 'admin@example.com', password: 'admin-demo-pass' }).expect(200);
    expect(login.body.csrfToken).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await request(app.getHttpServer()).get('/v2/profile/data/account').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await request(app.getHttpServer()).get('/no-such-api').set('Accept', 'application/json').expect(404)).headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the back office and on private files', async () => {
    const admin = await signedInAdmin(app);
    for (const path of ['/v2/admin/data/treatments', '/v2/admin/form/get-subscriptions', '/v2/admin/data/get-chats']) {
      expect((await admin.agent.get(path).expect(200)).headers['cache-control']).toBe('no-store');
    }
    expect((await admin.agent.get('/storage/consultations/missing.jpg')).headers['cache-control']).toMatch(/no-store/);
  });

  it('lets a CDN keep the public catalogue and content briefly, revalidated by ETag; pages are revalidated', async () => {
    for (const path of ['/catalogue/shop', '/catalogue/ingredients', '/content/home', '/content/faqs', '/content/regulatory-information', '/content/legal/terms']) {
      const response = await request(app.getHttpServer()).get(path).expect(200);
      expect([path, response.headers['cache-control']]).toEqual([path, 'public, max-age=30, stale-while-revalidate=300']);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await request(app.getHttpServer()).get(path).set('If-None-Match', response.headers.etag).expect(304);
      expect([path, again.text]).toEqual([path, '']);
    }
    for (const path of ['/robots.txt', '/sitemap.xml']) expect((await request(app.getHttpServer()).get(path).expect(200)).headers['cache-control']).toBeUndefined();
    expect((await request(app.getHttpServer()).get('/shop').set('Accept', 'text/html').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('keeps a public read to the visitor\'s own browser when the request carries a session cookie', async () => {
    const customer = await newlySignedUpCustomer(app);
    const response = await customer.agent.get('/catalogue/shop').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('framing', () => {
  it('is refused twice over: X-Frame-Options DENY and frame-ancestors none', async () => {
    for (const path of ['/', '/v2/admin/subscriptions', '/auth/session']) {
      const response = await request(app.getHttpServer()).get(path).set('Accept', 'text/html');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  // ASVS 5.0 V3.4.8. Kept on the public pages too, though Lighthouse scores them lower for it
  // (docs/security.md, "Cross-Origin-Opener-Policy on public pages").
  it('puts every page, public ones included, in a browsing context group of its own', async () => {
    for (const path of ['/', '/shop', '/shop/acne', '/faqs', '/v2/profile', '/v2/admin/subscriptions']) {
      const response = await request(app.getHttpServer()).get(path).set('Accept', 'text/html');
      expect([path, response.headers['cross-origin-opener-policy']]).toEqual([path, 'same-origin']);
    }
  });
});

describe('styles under the content security policy', () => {
  it("are allowed inline only with the response's nonce, which the page carries for the scripts that add styles", async () => {
    for (const path of ['/v2/admin/subscriptions', '/v2/profile', '/v2/subscription/checkout']) {
      const response = await request(app.getHttpServer()).get(path).set('Accept', 'text/html').expect(200);
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(response.headers['content-security-policy'])?.[1];
      expect(nonce).toBeDefined();
      expect(response.headers['content-security-policy']).toContain("style-src 'self' 'nonce-");
      expect(response.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
      expect(response.text).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      expect(response.text).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    }
  });

  it('take a fresh nonce on every response', async () => {
    const nonceOf = async () => /<meta property="csp-nonce" nonce="([^"]+)"/.exec((await request(app.getHttpServer()).get('/v2/profile').set('Accept', 'text/html')).text)?.[1];
    expect(await nonceOf()).not.toEqual(await nonceOf());
  });
});

describe('Permissions-Policy', () => {
  const policyOf = async (path: string) => (await request(app.getHttpServer()).get(path).set('Accept', 'text/html')).headers['permissions-policy'] as string;

  it('turns off the camera, microphone, location, payments and device access everywhere', async () => {
    for (const path of ['/', '/shop/acne', '/v2/profile', '/v2/admin/subscriptions', '/v2/subscription/checkout', '/auth/session']) {
      const policy = await policyOf(path);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'display-capture=()', 'browsing-topics=()']) {
        expect([path, policy]).toEqual([path, expect.stringContaining(feature)]);
      }
    }
  });

  it('lets the shop itself use the camera only where a photo is taken', async () => {
    for (const path of ['/consultation/acne/questions', '/v2/profile/photos']) {
      const policy = await policyOf(path);
      expect([path, policy]).toEqual([path, expect.stringContaining('camera=(self)')]);
      expect(policy).toContain('microphone=()');
    }
  });
});

it('sends HSTS only in production (the production policy is checked in security-headers.spec.ts)', async () => {
  expect((await request(app.getHttpServer()).get('/').set('Accept', 'text/html')).headers['strict-transport-security']).toBeUndefined();
});

describe('idle connections', () => {
  it('are kept open for 65 s, longer than the proxies in front keep theirs, so those close them first', async () => {
    const response = await request(app.getHttpServer()).get('/health/live').set('Connection', 'keep-alive');
    expect(response.headers['keep-alive']).toBe('timeout=65');
  });
});
