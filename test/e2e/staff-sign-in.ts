import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { Redis } from 'ioredis';
import { e2eRun } from './e2e-run';
import { queryServerDatabase, runServerCli } from './support/server-database';
import { postAccepted } from './support/session-api';

/**
 * Staff sign-in for the journeys: the password, then the second factor (docs/staff-two-factor.md).
 * The demo staff accounts come with the published demo secret (README, seed-demo-accounts.command.ts).
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETFORLOCALUSE22';
const DEMO_STAFF = new Set(['admin@example.com', 'staff@example.com', 'pharmacist@example.com']);

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` in the 30-second step `step` (now by default). */
export const totpCode = (secret: string, step = Math.floor(Date.now() / STEP_MS)) => generateSync({ secret: secret.replace(/\s/g, ''), epoch: step * (STEP_MS / 1000) });

/**
 * The suite signs the demo staff in many times a minute, in parallel, where a person gets one
 * code every 30 s and each code works once. So before typing a code the helpers rewind the
 * account's record of the last code used (in the server's database): a stand-in for waiting
 * for the next code. The rule itself is tested (test/integration/staff-two-factor.test.ts, and
 * the journeys in admin/two-factor.spec.ts) on accounts nothing rewinds.
 */
async function forgetLastCodeUsed(email: string): Promise<void> {
  await queryServerDatabase('update staff_totp_factor set last_used_step = null where user_id = (select id from users where email = $1)', [email]);
}

const codeField = (scope: Page | Locator) => scope.getByLabel('Authenticator code');

/**
 * Types a current code from the demo secret into the code form in `scope` (the login page's
 * second step, or the back office's "Confirm it is you" dialog) and submits it with `button`.
 * Another test signing in as the same account can take the code first; then it tries again.
 */
export async function enterDemoCode(scope: Page | Locator, email: string, button: string): Promise<void> {
  await expect(async () => {
    await forgetLastCodeUsed(email);
    await codeField(scope).fill(totpCode(DEMO_STAFF_TOTP_SECRET));
    await scope.getByRole('button', { name: button }).click();
    await expect(codeField(scope)).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** After the login form's password step: the demo staff pass the second step with the demo secret. */
export async function passSecondStepInForm(page: Page, email: string): Promise<void> {
  if (!DEMO_STAFF.has(email)) return;
  // A wrong password shows an alert instead of the second step: nothing to do then.
  await expect(codeField(page).or(page.getByRole('alert'))).toBeVisible();
  if (await codeField(page).isVisible()) await enterDemoCode(page, email, 'Verify');
}

/** Signs a demo staff member in through the API on `request` (password, then code); returns the signed-in session's CSRF token. */
export async function signInStaffThroughApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { csrfToken } = await postAccepted<{ csrfToken: string }>(request, '/login', { email, password });
  for (let attempt = 1; ; attempt += 1) {
    await forgetLastCodeUsed(email);
    const verified = await request.post('/auth/second-factor/verify', { headers: { 'x-csrf-token': csrfToken }, data: { code: totpCode(DEMO_STAFF_TOTP_SECRET) } });
    if (verified.ok()) return ((await verified.json()) as { csrfToken: string }).csrfToken;
    const refusal = await verified.text();
    if (!refusal.includes('AUTH.SECOND_FACTOR_CODE_USED') || attempt === 5) throw new Error(`Second factor refused for ${email}: ${refusal}`);
  }
}

/** `cli create-admin` against the running server's database, as operations would make a new staff member. */
export async function createAdminWithCli(email: string, password: string): Promise<void> {
  await runServerCli('create-admin', '--email', email, '--password', password, '--first-name', 'Nia', '--last-name', 'Adeyemi');
}

/**
 * Stands in for the passing of time: makes the browser's last second-factor check `minutes`
 * older in its server-side session (Redis), as if that long had gone by while the staff member
 * kept working.
 */
export async function ageSecondFactorCheck(context: BrowserContext, minutes: number): Promise<void> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'shop.sid');
  if (!cookie) throw new Error('No session cookie');
  const sessionId = /^s:([^.]+)\./.exec(decodeURIComponent(cookie.value))?.[1];
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const key = `${e2eRun().env.REDIS_PREFIX}:sess:${sessionId}`;
    const session = JSON.parse((await redis.get(key)) ?? 'null') as { secondFactorVerifiedAt: number } | null;
    if (!session) throw new Error('No session in Redis');
    session.secondFactorVerifiedAt -= minutes * 60_000;
    await redis.set(key, JSON.stringify(session), 'KEEPTTL');
  } finally {
    await redis.quit();
  }
}
