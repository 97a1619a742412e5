import type { Request } from 'express';
import { needsSession } from './sessions';

const requestFor = (method: string, path: string, cookie?: string) => ({ method, path, headers: cookie ? { cookie } : {} }) as unknown as Request;

describe('needsSession', () => {
  it('skips the session for a read by a visitor without the session cookie', () => {
    for (const path of ['/catalogue/treatments/acne', '/content/faqs', '/shop/acne', '/', '/health/ready', '/v2/profile/data/account']) {
      expect([path, needsSession(requestFor('GET', path))]).toEqual([path, false]);
    }
    expect(needsSession(requestFor('HEAD', '/shop'))).toBe(false);
    // Opening /logout signs nobody out, so it has no session to start.
    expect(needsSession(requestFor('GET', '/logout'))).toBe(false);
    expect(needsSession(requestFor('GET', '/shop', 'theme=dark'))).toBe(false);
  });

  it('loads the session whenever the cookie is sent', () => {
    expect(needsSession(requestFor('GET', '/catalogue/shop', 'theme=dark; shop.sid=s%3Aabc.def'))).toBe(true);
  });

  it('starts one for the reads that hand out a token or keep sign-up progress, and for every state-changing call', () => {
    expect(needsSession(requestFor('GET', '/auth/session'))).toBe(true);
    expect(needsSession(requestFor('GET', '/auth/registration-progress'))).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(needsSession(requestFor(method, '/newsletter/sign-up'))).toBe(true);
  });
});
