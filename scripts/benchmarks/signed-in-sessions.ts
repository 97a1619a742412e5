/**
 * Signing in for the signed-in benchmarks: over HTTP as the web app does, and copies of a
 * signed-in session written straight into Redis in the shop's format (express-session's JSON under
 * `<REDIS_PREFIX>:sess:<id>`, passport's user in it), for crowds too large to sign in one by one
 * (a password check costs tens of ms by design).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { generateSync } from 'otplib';
import { SESSION_COOKIE, sessionKeyPrefix } from '../../src/shared/auth/session-policy';

/** The demo accounts (README); the demo staff share the published second-factor secret. */
export const CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-pass' };
export const ADMIN = { email: 'admin@example.com', password: 'admin-demo-pass', totpSecret: 'DEMOSTAFFTOTPSECRETFORLOCALUSE22' };

/** Waits until `url` answers 2xx, or answers at all with `anyAnswer` (a signed-in read refuses a guest). */
export async function waitFor(url: string, anyAnswer = false): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(url).then((response) => anyAnswer || response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** The session cookie a response sets, if any (`shop.sid=...`, without its attributes). */
const sessionCookieOf = (response: Response, fallback: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0] ?? fallback;

async function post(url: string, cookie: string, csrfToken: string, body: object): Promise<{ cookie: string; body: { csrfToken: string } }> {
  const response = await fetch(url, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return { cookie: sessionCookieOf(response, cookie), body: (await response.json()) as { csrfToken: string } };
}

/** Signs in over HTTP as the web app does (session, password, then the code for staff); returns the session cookie. */
export async function signIn(base: string, account: { email: string; password: string; totpSecret?: string }): Promise<string> {
  const session = await fetch(`${base}/auth/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await post(`${base}/login`, sessionCookieOf(session, ''), csrfToken, { email: account.email, password: account.password });
  if (!account.totpSecret) return login.cookie;
  const verified = await post(`${base}/auth/second-factor/verify`, login.cookie, login.body.csrfToken, { code: generateSync({ secret: account.totpSecret }) });
  return verified.cookie;
}

export interface CopiedSession {
  cookie: string;
  csrfToken: string;
}

/**
 * A new session like the one behind `cookie` (its second factor, its expiry), for `user` when
 * given: written to Redis under a new id with a CSRF token of its own, with its signed cookie.
 */
export async function copySession(redis: Redis, redisPrefix: string, secret: string, cookie: string, user?: { id: number; role: 'customer' }): Promise<CopiedSession> {
  const keys = sessionKeyPrefix(redisPrefix);
  const value = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
  const stored = await redis.get(keys + value.slice(2, value.lastIndexOf('.')));
  if (!stored) throw new Error('The session to copy is not in Redis');
  const session = JSON.parse(stored) as { passport: { user: unknown }; csrfToken?: string; secondFactorVerifiedAt?: number };
  if (user) {
    session.passport.user = user;
    delete session.secondFactorVerifiedAt;
  }
  session.csrfToken = randomBytes(32).toString('hex');
  const id = randomBytes(24).toString('base64url');
  await redis.set(keys + id, JSON.stringify(session), 'PX', 24 * 60 * 60 * 1000);
  const signature = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return { cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${id}.${signature}`)}`, csrfToken: session.csrfToken };
}
