import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_RULES } from '../domain/second-factor';

export type TotpCheck = { valid: false } | { valid: true; timeStep: number };

/**
 * The one place otplib is used. Codes follow the real time, as the staff member's phone
 * does, not the app's Clock (which tests move to test business dates).
 */
@Injectable()
export class TotpAuthenticator {
  newSecret(): string {
    return generateSecret({ length: 20 });
  }

  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri(secret: string, accountName: string): string {
    return generateURI({ issuer: TOTP_RULES.issuer, label: accountName, secret, digits: TOTP_RULES.digits, period: TOTP_RULES.periodSeconds });
  }

  /** Whether the code is right for now (one step either side), and for which time step. Replays are the caller's to refuse. */
  async check(secret: string, code: string, nowMs = Date.now()): Promise<TotpCheck> {
    if (!/^\d{6}$/.test(code)) return { valid: false };
    const result = await verify({
      secret,
      token: code,
      digits: TOTP_RULES.digits,
      period: TOTP_RULES.periodSeconds,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_RULES.toleranceSteps * TOTP_RULES.periodSeconds,
    });
    // A TOTP result always carries its time step (the union type also covers HOTP's).
    return result.valid && 'timeStep' in result ? { valid: true, timeStep: result.timeStep } : { valid: false };
  }
}
