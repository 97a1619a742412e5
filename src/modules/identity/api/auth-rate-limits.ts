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
  /** One code a minute for each pending registration (registering again from its session counts). */
  resendPerRegistration: { name: 'resend-registration', points: 1, durationSeconds: VERIFICATION_CODE_RULES.resendIntervalSeconds },
  /** However many sessions register an address, it gets at most this many codes an hour. */
  codesPerEmail: { name: 'codes-email', points: 10, durationSeconds: 60 * 60 },
  resendPerIp: { name: 'resend-ip', points: 10, durationSeconds: FIFTEEN_MINUTES },
  // Staff second factor: authenticator and recovery codes, at sign-in, set-up and before sensitive actions.
  secondFactorPerIp: { name: 'second-factor-ip', points: 30, durationSeconds: FIFTEEN_MINUTES },
  secondFactorPerUser: { name: 'second-factor-user', points: 5, durationSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitPolicy>;
