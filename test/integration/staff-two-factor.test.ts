import { RequestContext } from '@mikro-orm/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { generateSync } from 'otplib';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { CreateAdminCommand, DEMO_STAFF_TOTP_SECRET, ResetSecondFactorCommand } from '../../src/modules/identity';
import { StaffRecoveryCode } from '../../src/modules/identity/infrastructure/staff-recovery-code.entity';
import { StaffTotpFactor } from '../../src/modules/identity/infrastructure/staff-totp-factor.entity';
import { TotpSecretCipher } from '../../src/modules/identity/infrastructure/totp-secret-cipher';
import { createBillingTestApp, TestClock } from '../support/renewal-fixtures';
import { type Agent, browserSession, ormOf, signedInSession, uniqueEmail } from '../support/test-app';

/**
 * Staff two-factor sign-in (docs/staff-two-factor.md) through the real API. Every test uses
 * staff accounts of its own, so the replay rule and the rate limit meet nothing else; the app
 * runs on a clock the test moves, for the time limits.
 */
let app: NestExpressApplication;
const clock = new TestClock();
const MINUTE = 60_000;
const STEP_MS = 30_000;

beforeAll(async () => {
  app = await createBillingTestApp(clock);
});
afterAll(async () => {
  await app.close();
});

const em = () => ormOf(app).em.fork();
const run = <T>(command: Parameters<CommandBus['execute']>[0]) => RequestContext.create(ormOf(app).em, () => app.get(CommandBus).execute(command)) as Promise<T>;

/** An authenticator app for one secret that never offers the server a code it has already accepted. */
class Authenticator {
  private lastStep = -1;
  constructor(readonly secret: string) {}

  codeAt(step: number): string {
    return generateSync({ secret: this.secret, epoch: step * (STEP_MS / 1000) });
  }

  /** The earliest code still accepted (one step back, unless the step is about to turn) that comes after the last one used. */
  async freshCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = Math.floor(now / STEP_MS);
      const step = Math.max(this.lastStep + 1, now % STEP_MS > 5_000 ? current - 1 : current);
      if (step <= current + 1) {
        this.lastStep = step;
        return this.codeAt(step);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  /** The code just used, again. */
  lastCode(): string {
    return this.codeAt(this.lastStep);
  }
}

type Browser = { agent: Agent; csrfToken: string };

const post = (browser: Browser, path: string, body: object = {}) => browser.agent.post(path).set('x-csrf-token', browser.csrfToken).send(body);

/** A new admin made with `create-admin`: a password and no second factor yet. */
async function newAdmin(): Promise<{ email: string; password: string; userId: number }> {
  const email = uniqueEmail('staff');
  const password = 'a-long-admin-password';
  const { userId } = await run<{ userId: number }>(new CreateAdminCommand(email, password));
  return { email, password, userId };
}

/** The first step of signing in: the password. */
async function passwordStep(email: string, password: string) {
  const browser = await browserSession(app);
  const login = await post(browser, '/login', { email, password }).expect(200);
  return { browser: { agent: browser.agent, csrfToken: login.body.csrfToken as string }, login };
}

/** A new admin who has set up their authenticator (and is signed in on `browser`). */
async function enrolledAdmin() {
  const admin = await newAdmin();
  const { browser } = await passwordStep(admin.email, admin.password);
  const enrolment = await post(browser, '/auth/second-factor/enrolment').expect(200);
  const authenticator = new Authenticator((enrolment.body.secret as string).replace(/ /g, ''));
  const confirmed = await post(browser, '/auth/second-factor/enrolment/confirm', { code: await authenticator.freshCode() }).expect(200);
  return { ...admin, authenticator, recoveryCodes: confirmed.body.recoveryCodes as string[], browser: { agent: browser.agent, csrfToken: confirmed.body.csrfToken as string } };
}

/** A register entry as Ship writes it when a supply is dispatched (the prescribing context's own row; nothing else reads it here). */
async function dispatchedRegisterEntry(recordedByUserId: number): Promise<PomRegisterEntry> {
  const fork = em();
  const entry = fork.create(PomRegisterEntry, {
    prescriptionId: 1,
    subscriptionItemId: 1,
    datePrescribed: '2026-11-01',
    dateDispensed: '2026-11-02',
    patientName: 'Priya Shah',
    patientAddress: '1 High Street, Leeds, LS1 1AA',
    prescriberName: 'Dr Amelia Hart',
    prescriberAddress: '1 Clinic Road, London, N1 1AA',
    itemCode: '810C',
    prescribedItem: 'Tretinoin 0.025% cream',
    quantity: '30 ml',
    finalPricePence: 3872,
    recordedByUserId,
    recordedAt: new Date(),
  });
  await fork.flush();
  return entry;
}

const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith('shop.sid='))?.split(';')[0];

const auditOf = (userId: number) => em().find(AuditEntry, { subject: `user:${userId}` }, { orderBy: { id: 'asc' } });

describe('signing in with the second factor', () => {
  it('still signs a customer in with the password alone', async () => {
    const { login } = await passwordStep('customer@example.com', 'customer-demo-pass');
    expect(login.body).toMatchObject({ user: { role: 'customer' }, secondFactor: null });
  });

  it('opens nothing to a staff password alone, then signs in on a new session id once the code is right', async () => {
    const { email, password, authenticator } = await enrolledAdmin();
    const browser = await browserSession(app);
    const guestCookie = sessionCookie(await browser.agent.get('/auth/session'));
    const login = await post(browser, '/login', { email, password }).expect(200);
    expect(login.body).toMatchObject({ user: null, secondFactor: { step: 'verify', email } });
    const pendingCookie = sessionCookie(login);
    expect(pendingCookie).toBeDefined();
    expect(pendingCookie).not.toEqual(guestCookie);
    const waiting = { agent: browser.agent, csrfToken: login.body.csrfToken as string };

    expect((await browser.agent.get('/auth/session').expect(200)).body).toMatchObject({ user: null, secondFactor: { step: 'verify', email } });
    const admin = await browser.agent.get('/v2/admin/data/queues').expect(403);
    expect(admin.body).toMatchObject({ error: 'AUTH.SECOND_FACTOR_REQUIRED', message: 'Enter the code from your authenticator app to finish logging in.' });
    // Not signed in for customer routes either, nor for the queue dashboard outside Nest's guards.
    expect((await browser.agent.get('/v2/profile/data/account').expect(403)).body.error).toBe('AUTH.SECOND_FACTOR_REQUIRED');
    expect((await browser.agent.get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401)).body.error).toBe('AUTH.REQUIRED');

    const verified = await post(waiting, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(200);
    expect(verified.body).toMatchObject({ user: { email, role: 'admin' }, secondFactor: null });
    expect(sessionCookie(verified)).toBeDefined();
    expect(sessionCookie(verified)).not.toEqual(pendingCookie);
    await browser.agent.get('/v2/admin/data/queues').expect(200);
  });

  it('refuses a wrong code, keeps the sign-in waiting and records the attempt', async () => {
    const { email, password, userId, authenticator } = await enrolledAdmin();
    const { browser } = await passwordStep(email, password);
    const wrong = String((Number(await authenticator.freshCode()) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post(browser, '/auth/second-factor/verify', { code: wrong }).expect(400);
    expect(refused.body).toMatchObject({
      error: 'AUTH.SECOND_FACTOR_WRONG_CODE',
      fields: { code: ['That code is not right. Check your authenticator app and try again.'] },
    });
    expect((await post(browser, '/auth/second-factor/verify', { code: '12345' }).expect(400)).body.fields.code).toEqual(['Please enter the 6-digit code from your authenticator app.']);
    await browser.agent.get('/v2/admin/data/queues').expect(403);
    expect((await auditOf(userId)).map((entry) => [entry.action, entry.actorId, entry.summary])).toContainEqual([
      'identity.second_factor.failed',
      userId,
      'Entered a wrong authenticator code',
    ]);
  });

  it('accepts each code once, even while it is still showing', async () => {
    const { email, password, userId, authenticator } = await enrolledAdmin();
    const first = await passwordStep(email, password);
    await post(first.browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(200);

    const second = await passwordStep(email, password);
    const reused = await post(second.browser, '/auth/second-factor/verify', { code: authenticator.lastCode() }).expect(400);
    expect(reused.body).toMatchObject({ error: 'AUTH.SECOND_FACTOR_CODE_USED', message: 'That code has already been used. Wait for the next code in your authenticator app.' });
    await second.browser.agent.get('/v2/admin/data/queues').expect(403);
    expect((await auditOf(userId)).map((entry) => entry.summary)).toContain('Entered an authenticator code that was already used');

    await post(second.browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(200);
    await second.browser.agent.get('/v2/admin/data/queues').expect(200);
  }, 60_000);

  it('signs in with a recovery code instead, each code once', async () => {
    const { email, password, userId, recoveryCodes } = await enrolledAdmin();
    const first = await passwordStep(email, password);
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const recovered = await post(first.browser, '/auth/second-factor/recover', { recoveryCode: typed }).expect(200);
    expect(recovered.body).toMatchObject({ user: { email, role: 'admin' }, recoveryCodesLeft: 9 });
    await first.browser.agent.get('/v2/admin/data/queues').expect(200);

    const second = await passwordStep(email, password);
    const spent = await post(second.browser, '/auth/second-factor/recover', { recoveryCode: recoveryCodes[0] }).expect(400);
    expect(spent.body).toMatchObject({ error: 'AUTH.RECOVERY_CODE_WRONG', fields: { recoveryCode: ['That recovery code is not right, or it has already been used.'] } });
    expect((await post(second.browser, '/auth/second-factor/recover', { recoveryCode: recoveryCodes[1] }).expect(200)).body.recoveryCodesLeft).toBe(8);

    const actions = (await auditOf(userId)).map((entry) => entry.summary);
    expect(actions).toEqual(expect.arrayContaining(['Signed in with a recovery code (9 left)', 'Entered a wrong or already used recovery code', 'Signed in with a recovery code (8 left)']));
  });

  it('stops guessing after five wrong codes a quarter of an hour, per staff member whatever the address', async () => {
    const { email, password, authenticator } = await enrolledAdmin();
    const { browser } = await passwordStep(email, password);
    for (let attempt = 0; attempt < 5; attempt += 1) await post(browser, '/auth/second-factor/verify', { code: '000000' }).expect(400);
    const limited = await post(browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    await browser.agent.get('/v2/admin/data/queues').expect(403);

    const elsewhere = await passwordStep(email, password); // another browser, another address
    await post(elsewhere.browser, '/auth/second-factor/recover', { recoveryCode: 'abcde-fghjk' }).expect(429);
  });

  it('lets a half-done sign-in lapse after ten minutes', async () => {
    const { email, password, authenticator } = await enrolledAdmin();
    const { browser } = await passwordStep(email, password);
    clock.advance(11 * MINUTE);
    expect((await post(browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(401)).body.error).toBe('AUTH.REQUIRED');
    expect((await browser.agent.get('/auth/session').expect(200)).body).toMatchObject({ user: null, secondFactor: null });
  });

  it('ends a half-done sign-in on logout', async () => {
    const { email, password } = await enrolledAdmin();
    const { browser } = await passwordStep(email, password);
    await post(browser, '/logout').expect(204);
    expect((await browser.agent.get('/auth/session').expect(200)).body.secondFactor).toBeNull();
  });
});

describe('setting up the authenticator', () => {
  it('makes a new admin set one up before anything opens, then shows ten recovery codes once', async () => {
    const { email, password, userId } = await newAdmin();
    const { browser, login } = await passwordStep(email, password);
    expect(login.body).toMatchObject({ user: null, secondFactor: { step: 'enrol', email } });
    expect((await browser.agent.get('/v2/admin/data/queues').expect(403)).body.error).toBe('AUTH.SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await post(browser, '/auth/second-factor/verify', { code: '123456' }).expect(409)).body.error).toBe('AUTH.SECOND_FACTOR_NOT_ENROLLED');
    expect((await post(browser, '/auth/second-factor/enrolment/confirm', { code: '123456' }).expect(409)).body.error).toBe('AUTH.SECOND_FACTOR_ENROLMENT_NOT_STARTED');

    const enrolment = await post(browser, '/auth/second-factor/enrolment').expect(200);
    expect(enrolment.body).toMatchObject({ issuer: 'Derm Shop', accountName: email });
    expect(enrolment.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{500,}$/);
    expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const authenticator = new Authenticator(enrolment.body.secret.replace(/ /g, ''));

    const wrong = await post(browser, '/auth/second-factor/enrolment/confirm', { code: '000000' }).expect(400);
    expect(wrong.body.error).toBe('AUTH.SECOND_FACTOR_WRONG_CODE');
    const confirmed = await post(browser, '/auth/second-factor/enrolment/confirm', { code: await authenticator.freshCode() }).expect(200);
    expect(confirmed.body).toMatchObject({ user: { email, role: 'admin' }, secondFactor: null });
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await browser.agent.get('/v2/admin/data/queues').set('x-csrf-token', confirmed.body.csrfToken).expect(200);

    // At rest: the secret sealed, the recovery codes hashed.
    const factor = await em().findOneOrFail(StaffTotpFactor, { user: userId });
    expect(factor.secretCiphertext).toMatch(/^v1\./);
    expect(factor.secretCiphertext).not.toContain(authenticator.secret);
    expect(app.get(TotpSecretCipher).decrypt(factor.secretCiphertext)).toBe(authenticator.secret);
    const stored = await em().find(StaffRecoveryCode, { user: userId });
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash).join()).not.toMatch(new RegExp(recoveryCodes.map((code) => code.replace('-', '')).join('|')));
    expect((await auditOf(userId)).map((entry) => entry.action)).toContain('identity.second_factor.enrolled');

    // Set up once: the next sign-in asks for a code, and a new set-up is refused.
    const next = await passwordStep(email, password);
    expect(next.login.body.secondFactor).toEqual({ step: 'verify', email });
    expect((await post(next.browser, '/auth/second-factor/enrolment').expect(409)).body.error).toBe('AUTH.SECOND_FACTOR_ALREADY_ENROLLED');
  });

  it('keeps the authenticator when create-admin is run again, and forgets it on reset', async () => {
    const { email, password, userId } = await enrolledAdmin();
    await run(new CreateAdminCommand(email, password));
    expect((await passwordStep(email, password)).login.body.secondFactor.step).toBe('verify');

    await run(new ResetSecondFactorCommand(email));
    expect((await passwordStep(email, password)).login.body.secondFactor.step).toBe('enrol');
    expect(await em().count(StaffRecoveryCode, { user: userId })).toBe(0);
    expect((await auditOf(userId)).map((entry) => entry.action)).toContain('identity.second_factor.reset');
  });

  it('enrols the demo staff with the published demo secret', async () => {
    const { login } = await passwordStep('staff@example.com', 'staff-demo-pass');
    expect(login.body.secondFactor).toEqual({ step: 'verify', email: 'staff@example.com' });
    const factor = await em().findOneOrFail(StaffTotpFactor, { user: { email: 'staff@example.com' } });
    expect(app.get(TotpSecretCipher).decrypt(factor.secretCiphertext)).toBe(DEMO_STAFF_TOTP_SECRET);
    const staff = await signedInSession(app, 'staff@example.com', 'staff-demo-pass');
    await staff.agent.get('/v2/admin/data/queues').expect(200);
  });
});

describe('a recent second factor before sensitive actions', () => {
  it('asks again before approving, shipping, exporting or deciding an erasure once the last check is older than the admin idle timeout', async () => {
    const { browser, authenticator } = await enrolledAdmin();
    await post(browser, '/v2/admin/form/pom/export', {}).expect(200);

    clock.advance(31 * MINUTE);
    for (const [path, body] of [
      ['/v2/admin/form/pom/export', {}],
      ['/v2/admin/form/review', { id: 1, approve: 1 }],
      ['/v2/admin/form/ship', { id: 1 }],
      ['/v2/admin/form/dispatch/clinical-check', { id: 1 }],
      ['/v2/admin/form/dispatch/accuracy-check', { id: 1, product_code: '810C', batch_number: 'B1', expiry_date: '2030-01-31' }],
      ['/v2/admin/form/responsible-pharmacist/sign-in', {}],
      ['/v2/admin/form/responsible-pharmacist/sign-out', {}],
      ['/v2/admin/form/erasure-request/decide', { id: 1, approve: 1 }],
    ] as const) {
      const refused = await post(browser, path, body).expect(403);
      expect(refused.body).toMatchObject({ error: 'AUTH.SECOND_FACTOR_STALE', message: 'Enter the code from your authenticator app to confirm it is you.' });
    }
    // Everything else goes on as before.
    await browser.agent.get('/v2/admin/data/queues').expect(200);

    const renewed = await post(browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(200);
    // The same session and CSRF token, so the web app can retry the action at once.
    expect(renewed.body.csrfToken).toBe(browser.csrfToken);
    await post(browser, '/v2/admin/form/pom/export', {}).expect(200);
    expect((await post(browser, '/v2/admin/form/review', { id: 1, approve: 1 })).body.error).not.toBe('AUTH.SECOND_FACTOR_STALE');
  }, 60_000);

  it('asks again before correcting the POM register, and writes nothing until the code is entered', async () => {
    const { browser, authenticator, userId } = await enrolledAdmin();
    const original = await dispatchedRegisterEntry(userId);
    const correction = { id: original.id, quantity: '60 ml', reason: 'Two tubes were supplied' };

    const entries = await em().count(PomRegisterEntry);

    clock.advance(31 * MINUTE);
    const refused = await post(browser, '/v2/admin/form/pom/correct', correction).expect(403);
    expect(refused.body).toMatchObject({ error: 'AUTH.SECOND_FACTOR_STALE', message: 'Enter the code from your authenticator app to confirm it is you.' });
    expect(await em().count(PomRegisterEntry)).toBe(entries);

    await post(browser, '/auth/second-factor/verify', { code: await authenticator.freshCode() }).expect(200);
    const corrected = (await post(browser, '/v2/admin/form/pom/correct', correction).expect(200)).body;
    expect(await em().find(PomRegisterEntry, { correctsEntryId: original.id })).toEqual([
      expect.objectContaining({ id: corrected.serial_number, quantity: '60 ml', correctionReason: 'Two tubes were supplied', recordedByUserId: userId }),
    ]);
  }, 60_000);
});
