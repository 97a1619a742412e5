import express from 'express';
import request from 'supertest';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

const headersFor = async (options: SecurityHeaderOptions, path = '/') => {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/{*path}', (_request, response) => void response.send('ok'));
  return (await request(app).get(path)).headers;
};

describe('securityHeaders', () => {
  it('sends HSTS for a year, subdomains included, and upgrades insecure requests in production', async () => {
    const headers = await headersFor({ production: true, stripe: true, contentSecurityPolicy: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends neither outside production, where the shop runs over plain HTTP', async () => {
    const headers = await headersFor({ production: false, stripe: false, contentSecurityPolicy: true });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('refuses framing in every mode, even without a content security policy (npm run dev)', async () => {
    const headers = await headersFor({ production: false, stripe: false, contentSecurityPolicy: false });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it("lets Stripe's card frame ask for payment only when Stripe is configured", async () => {
    expect((await headersFor({ production: true, stripe: true, contentSecurityPolicy: true }))['permissions-policy']).toContain('payment=("https://js.stripe.com")');
    expect((await headersFor({ production: true, stripe: false, contentSecurityPolicy: true }))['permissions-policy']).toContain('payment=()');
  });

  it.each([
    ['/consultation/acne/questions', 'camera=(self)'],
    ['/consultation/acne', 'camera=(self)'],
    ['/v2/profile/photos', 'camera=(self)'],
    ['/v2/profile', 'camera=()'],
    ['/v2/profile/photos-and-more', 'camera=()'],
    ['/consultations', 'camera=()'],
  ])('on %s allows %s', async (path, camera) => {
    expect((await headersFor({ production: false, stripe: false, contentSecurityPolicy: true }, path))['permissions-policy']).toContain(camera);
  });
});
