import '../support/stripe-stand-in-env';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../support/test-app';

/** With real Stripe configured, pages may load Stripe.js and its card frames; nothing else is let in. */
let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp({ renderIndexHtml: async () => '<!doctype html><html><head></head><body></body></html>' });
});
afterAll(async () => {
  await app.close();
});

it('lets in Stripe.js, its frames and its API, and still no other origin', async () => {
  const response = await request(app.getHttpServer()).get('/v2/subscription/checkout').set('Accept', 'text/html');
  const policy = response.headers['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com;/);
  expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
  expect(policy).toContain("default-src 'self';");
});

it("lets Stripe's card frame ask for payment, and nothing else", async () => {
  const response = await request(app.getHttpServer()).get('/v2/subscription/checkout').set('Accept', 'text/html');
  expect(response.headers['permissions-policy']).toContain('payment=("https://js.stripe.com")');
  expect(response.headers['permissions-policy']).toContain('camera=()');
});
