import { randomInt } from 'node:crypto';

export const VERIFICATION_CODE_RULES = {
  digits: 6,
  lifetimeMs: 15 * 60_000,
  maxFailedAttempts: 5,
  resendIntervalSeconds: 60,
} as const;

export function generateVerificationCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_RULES.digits)
    .toString()
    .padStart(VERIFICATION_CODE_RULES.digits, '0');
}

export interface VerificationState {
  expiresAt: Date;
  failedAttempts: number;
  consumedAt?: Date;
}

/** A code can still be tried while it is unused, unexpired and not guessed at too often. */
export function isCodeUsable(state: VerificationState, now: Date): boolean {
  return !state.consumedAt && state.expiresAt.getTime() > now.getTime() && state.failedAttempts < VERIFICATION_CODE_RULES.maxFailedAttempts;
}
