import type { RateLimitPolicy } from '../../../shared/rate-limit/rate-limiter.service';
import { VERIFICATION_CODE_RULES } from '../domain/verification-code';

const FIFTEEN_MINUTES = 15 * 60;

/** Limits on guessing passwords and codes, per client address and per email. docs/operations.md lists them. */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', points: 30, durationSeconds: FIFTEEN_MINUTES },
  loginPerEmail: { name: 'login-email', points: 10, durationSeconds: FIFTEEN_MINUTES },
  registerPerIp: { name: 'register-ip', points: 20, durationSeconds: 60 * 60 },
  checkEmailPerIp: { name: 'check-email-ip', points: 60, durationSeconds: FIFTEEN_MINUTES },
  verifyPerIp: { name: 'verify-ip', points: 30, durationSeconds: FIFTEEN_MINUTES },
  verifyPerEmail: { name: 'verify-email', points: 15, durationSeconds: FIFTEEN_MINUTES },
  resendPerEmail: { name: 'resend-email', points: 1, durationSeconds: VERIFICATION_CODE_RULES.resendIntervalSeconds },
  resendPerIp: { name: 'resend-ip', points: 10, durationSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitPolicy>;
