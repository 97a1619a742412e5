import { generateSync } from 'otplib';
import { DEMO_STAFF_TOTP_SECRET } from '../../src/modules/identity';
import { type ShopUnderTest, sqlOn } from './shop-under-test';
import type { Agent } from './test-app';

/** The authenticator secrets of staff accounts a test set up through `signedInSession`, by email; the demo staff use the published one. */
const enrolledSecrets = new Map<string, string>();

export const totpSecretOf = (email: string) => enrolledSecrets.get(email.toLowerCase()) ?? DEMO_STAFF_TOTP_SECRET;

/** The code an authenticator app shows for `secret` at `atMs` (now by default). */
export const totpCode = (secret: string, atMs = Date.now()) => generateSync({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(atMs / 1000) });

export interface PendingSecondFactor {
  step: 'verify' | 'enrol';
  email: string;
}

/**
 * Finishes a staff sign-in that `POST /login` left waiting for the second factor, as the staff
 * member would: sets up an authenticator when the account has none (remembering its secret for
 * the next sign-in), otherwise types the current code. Returns the signed-in session's CSRF token.
 *
 * Tests sign the demo staff in many times a minute, where a person gets one code every 30 s and
 * each code works once. So before typing a code this rewinds the account's record of the last
 * code used: a stand-in for waiting for the next code. The rule itself is tested
 * (staff-two-factor.test.ts) on accounts of the test's own, which nothing rewinds.
 */
export async function completeSecondFactor(shop: ShopUnderTest, agent: Agent, csrfToken: string, pending: PendingSecondFactor): Promise<string> {
  if (pending.step === 'enrol') {
    const enrolment = await agent.post('/auth/second-factor/enrolment').set('x-csrf-token', csrfToken).expect(200);
    const secret = (enrolment.body.secret as string).replace(/\s/g, '');
    enrolledSecrets.set(pending.email.toLowerCase(), secret);
    const confirmed = await agent.post('/auth/second-factor/enrolment/confirm').set('x-csrf-token', csrfToken).send({ code: totpCode(secret) }).expect(200);
    return confirmed.body.csrfToken as string;
  }
  for (let attempt = 1; ; attempt += 1) {
    await forgetLastCodeUsed(shop, pending.email);
    const verified = await agent.post('/auth/second-factor/verify').set('x-csrf-token', csrfToken).send({ code: totpCode(totpSecretOf(pending.email)) });
    if (verified.status === 200) return verified.body.csrfToken as string;
    // Another test file signing in as the same demo account took this code between the rewind and the check.
    if (verified.body.error !== 'AUTH.SECOND_FACTOR_CODE_USED' || attempt === 5) {
      throw new Error(`The second factor for ${pending.email} was refused: ${JSON.stringify(verified.body)}`);
    }
  }
}

async function forgetLastCodeUsed(shop: ShopUnderTest, email: string): Promise<void> {
  await sqlOn(shop, 'update staff_totp_factor set last_used_step = null where user_id = (select id from users where email = ?)', [email.toLowerCase()]);
}
