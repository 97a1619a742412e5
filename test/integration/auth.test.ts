import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AUTH_RATE_LIMITS } from '../../src/modules/identity/api/auth-rate-limits';
import { EmailVerification } from '../../src/modules/identity/infrastructure/email-verification.entity';
import { PendingRegistration } from '../../src/modules/identity/infrastructure/pending-registration.entity';
import { RateLimiter } from '../../src/shared/rate-limit/rate-limiter.service';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { browserSession, codeEmailedTo, createTestApp, eventually, ormOf, SIGN_UP_DETAILS, signedInSession, uniqueEmail } from '../support/test-app';

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Stands in for the minute passing between two code requests for the address's pending registrations. */
async function aMinuteLater(email: string): Promise<void> {
  for (const { id } of await ormOf(app).em.fork().find(PendingRegistration, { email })) {
    await app.get(RateLimiter).reset(AUTH_RATE_LIMITS.resendPerRegistration, String(id));
  }
}

const codeSentTo = (email: string, notCode?: string) => codeEmailedTo(app, email, notCode);

describe('signing in and out', () => {
  it('tells a guest they are signed out and hands out a CSRF token', async () => {
    const response = await request(app.getHttpServer()).get('/auth/session').expect(200);
    expect(response.body.user).toBeNull();
    expect(response.body.csrfToken).toEqual(expect.any(String));
  });

  it('signs the demo customer in on a new session id, and out again', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const before = (await agent.get('/auth/session')).headers['set-cookie'];
    const login = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email: ' Customer@Example.com ', password: 'customer-demo-pass' }).expect(200);
    expect(login.body.user).toMatchObject({ email: 'customer@example.com', role: 'customer', firstName: 'Chloe', referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(login.headers['set-cookie']?.[0]).not.toEqual(before?.[0]);
    expect(login.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect(login.headers['set-cookie']?.[0]).toMatch(/SameSite=Lax/);

    const session = await agent.get('/auth/session').expect(200);
    expect(session.body.user.email).toBe('customer@example.com');

    await agent.post('/logout').set('x-csrf-token', login.body.csrfToken).expect(204);
    expect((await agent.get('/auth/session')).body.user).toBeNull();
  });

  it('refuses a wrong password with a clear message', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email: 'customer@example.com', password: 'not-the-password' }).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'AUTH.INVALID_CREDENTIALS', message: 'Incorrect email or password.' });
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email: uniqueEmail('nobody'), password: 'whatever-123' }).expect(401);
    expect(response.body.message).toBe('Incorrect email or password.');
  });

  it('signs out only by POST with the token: opening /logout, as any other site could, leaves the session signed in', async () => {
    const { agent, csrfToken } = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    const opened = await agent.get('/logout').set('Referer', 'https://evil.example/page-with-an-image').expect(405);
    expect(opened.headers.allow).toBe('POST');
    expect(opened.body).toMatchObject({ statusCode: 405, error: 'METHOD_NOT_ALLOWED', message: 'Opening this address does not sign you out. Use the Logout button on the site.' });
    expect((await agent.get('/auth/session')).body.user).toMatchObject({ email: 'customer@example.com' });

    await agent.post('/logout').set('Origin', 'https://evil.example').expect(403);
    expect((await agent.get('/auth/session')).body.user).toMatchObject({ email: 'customer@example.com' });

    await agent.post('/logout').set('x-csrf-token', csrfToken).expect(204);
    expect((await agent.get('/auth/session')).body.user).toBeNull();
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing call without the token, even with a valid session cookie', async () => {
    const { agent } = await browserSession(app);
    const response = await agent.post('/login').set('Origin', 'https://evil.example').send({ email: 'customer@example.com', password: 'customer-demo-pass' }).expect(403);
    expect(response.body.error).toBe('AUTH.CSRF');
    expect((await agent.get('/auth/session')).body.user).toBeNull();
  });

  it("refuses another session's token", async () => {
    const victim = await browserSession(app);
    const attacker = await browserSession(app);
    await victim.agent.post('/newsletter/sign-up').set('x-csrf-token', attacker.csrfToken).send({ email: uniqueEmail('csrf') }).expect(403);
  });
});

describe('registration and email verification', () => {
  it('registers, emails a code, verifies it and signs the new customer in', async () => {
    const email = uniqueEmail('new');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/check-email').set('x-csrf-token', csrfToken).send({ email }).expect(200, { email });
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    await agent.post('/auth/update-data').set('x-csrf-token', csrfToken).send({ email, first_name: 'Priya', last_name: 'Shah', phone: '07700 900123' }).expect(200);

    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: wrong }).expect(400);
    expect(refused.body.message).toBe('Invalid code, try again.');

    const verified = await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code }).expect(200);
    expect(verified.body.user).toMatchObject({ email, firstName: 'Priya', lastName: 'Shah', role: 'customer' });

    const taken = await request(app.getHttpServer()).post('/auth/check-email').set('x-csrf-token', 'x').send({ email });
    expect(taken.status).toBe(403); // no token on that bare request
    const fresh = await browserSession(app);
    const conflict = await fresh.agent.post('/auth/check-email').set('x-csrf-token', fresh.csrfToken).send({ email: ` ${email.toUpperCase()} ` }).expect(409);
    expect(conflict.body.message).toBe(`The email ${email} is already in use.`);

    const user = await ormOf(app).em.fork().findOneOrFail(User, { email });
    expect(user.mobile).toBe('07700 900123');
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps only a hash of the code', async () => {
    const email = uniqueEmail('hash');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const code = await codeSentTo(email);
    const stored = await ormOf(app).em.fork().findOneOrFail(EmailVerification, { registration: { email } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('retires a code after five wrong tries', async () => {
    const email = uniqueEmail('tries');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: wrong }).expect(400);
    }
    const retired = await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code }).expect(400);
    expect(retired.body.error).toBe('AUTH.CODE_EXPIRED');
  });

  it('refuses codes older than 15 minutes', async () => {
    const email = uniqueEmail('old');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const code = await codeSentTo(email);
    await ormOf(app).em.fork().nativeUpdate(EmailVerification, { registration: { email } }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code }).expect(400);
    expect(response.body.error).toBe('AUTH.CODE_EXPIRED');
  });

  it('sends a new code at most once a minute, and the new code replaces the old', async () => {
    const email = uniqueEmail('resend');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const first = await codeSentTo(email);
    const throttled = await agent.post('/auth/resend-code').set('x-csrf-token', csrfToken).send({ email }).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(50);
    expect(throttled.body.message).toBe('Too many attempts. Please wait 1 minute and try again.');
    await aMinuteLater(email);
    await agent.post('/auth/resend-code').set('x-csrf-token', csrfToken).send({ email }).expect(200);
    const second = await eventually(async () => {
      const inbox = (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: email })).body as unknown[];
      return inbox.length === 2 ? await codeSentTo(email) : undefined;
    });
    if (second !== first) {
      await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: first }).expect(400);
    }
    await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: second }).expect(200);
  });

  it('lets a visitor who comes back in another session register again, with a registration of its own', async () => {
    const email = uniqueEmail('resume');
    const first = await browserSession(app);
    await first.agent.post('/auth/register').set('x-csrf-token', first.csrfToken).send({ email, password: 'first-password', password_confirmation: 'first-password', ...SIGN_UP_DETAILS }).expect(201);
    const firstCode = await codeSentTo(email);
    const later = await browserSession(app);
    await later.agent.post('/auth/check-email').set('x-csrf-token', later.csrfToken).send({ email }).expect(200, { email });
    await later.agent.post('/auth/register').set('x-csrf-token', later.csrfToken).send({ email, password: 'second-password', password_confirmation: 'second-password', ...SIGN_UP_DETAILS }).expect(201);
    const laterCode = await codeSentTo(email, firstCode);
    expect(await ormOf(app).em.fork().count(PendingRegistration, { email })).toBe(2);
    expect(await ormOf(app).em.fork().count(User, { email })).toBe(0);

    await later.agent.post('/auth/verify-email').set('x-csrf-token', later.csrfToken).send({ email, code: laterCode }).expect(200);
    await signedInSession(app, email, 'second-password');
    expect(await ormOf(app).em.fork().count(PendingRegistration, { email })).toBe(0);
  });

  it("refuses to write details into someone else's registration", async () => {
    const email = uniqueEmail('victim');
    const owner = await browserSession(app);
    await owner.agent.post('/auth/register').set('x-csrf-token', owner.csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const stranger = await browserSession(app);
    await stranger.agent.post('/auth/update-data').set('x-csrf-token', stranger.csrfToken).send({ email, first_name: 'Mallory', last_name: 'X' }).expect(403);
    const registration = await ormOf(app).em.fork().findOneOrFail(PendingRegistration, { email });
    expect(registration.firstName).toBe(SIGN_UP_DETAILS.first_name);
  });

  it('refuses mismatched passwords and creates no account', async () => {
    const email = uniqueEmail('mismatch');
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'another-password', ...SIGN_UP_DETAILS }).expect(400);
    expect(response.body.fields).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect(await ormOf(app).em.fork().count(User, { email })).toBe(0);
    expect(await ormOf(app).em.fork().count(PendingRegistration, { email })).toBe(0);
  });

  it('has no account to sign in to until the code is entered', async () => {
    const email = uniqueEmail('unverified');
    const { agent, csrfToken } = await browserSession(app);
    await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);
    const response = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password' }).expect(401);
    expect(response.body.error).toBe('AUTH.INVALID_CREDENTIALS');
  });
});

describe('rate limits', () => {
  it('answers 429 after too many failed logins for one email, and tells when to retry', async () => {
    const email = uniqueEmail('brute');
    const { agent, csrfToken } = await browserSession(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      await agent.post('/login').set('x-csrf-token', csrfToken).send({ email, password: `guess-${attempt}` }).expect(401);
    }
    const response = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email, password: 'guess-10' }).expect(429);
    expect(response.body.error).toBe('RATE_LIMITED');
    expect(response.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });
});
