import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import { domainError } from '../domain/domain-error';
import type { Role } from './principal';
import { PENDING_SECOND_FACTOR_MS, RECENT_SECOND_FACTOR_MS } from './session-policy';

/** What a staff member still has to do after their password: enter a code, or set up an authenticator first. */
export type SecondFactorStep = 'verify' | 'enrol';

/**
 * A staff sign-in between the password and the second factor. It is not a sign-in: passport
 * knows nobody, so every route treats the session as a guest's, except the second-factor
 * calls (audience `second-factor`) and logout.
 */
export interface PendingStaffSignIn {
  userId: number;
  role: Role;
  email: string;
  step: SecondFactorStep;
  /** ms since the epoch, by the app's Clock. */
  startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingStaffSignIn?: PendingStaffSignIn;
  }
}

/** The session's half-done staff sign-in, unless it has lapsed. */
export function pendingStaffSignInOf(request: Request, now: Date): PendingStaffSignIn | undefined {
  const pending = request.session?.pendingStaffSignIn;
  if (!pending || now.getTime() - pending.startedAt > PENDING_SECOND_FACTOR_MS) return undefined;
  return pending;
}

export function hasRecentSecondFactor(request: Request, now: Date): boolean {
  const verifiedAt = request.session?.secondFactorVerifiedAt;
  return verifiedAt !== undefined && now.getTime() - verifiedAt <= RECENT_SECOND_FACTOR_MS;
}

export const RECENT_SECOND_FACTOR_METADATA = 'shop:recent-second-factor';

/**
 * For the actions that most need the right person at the keyboard (approving, shipping,
 * exporting the register): the second factor must have been checked within the admin idle
 * timeout, or the call is refused with `AUTH.SECOND_FACTOR_STALE` and the web app asks for a code.
 * Enforced by the AccessGuard; use it on admin routes.
 */
export const RequiresRecentSecondFactor = () => SetMetadata(RECENT_SECOND_FACTOR_METADATA, true);

export class SecondFactorRequiredError extends domainError('AUTH.SECOND_FACTOR_REQUIRED', 'not_allowed', 'Enter the code from your authenticator app to finish logging in.') {}

export class SecondFactorEnrolmentRequiredError extends domainError('AUTH.SECOND_FACTOR_ENROLMENT_REQUIRED', 'not_allowed', 'Set up two-factor sign-in with an authenticator app to finish logging in.') {}

export class SecondFactorStaleError extends domainError('AUTH.SECOND_FACTOR_STALE', 'not_allowed', 'Enter the code from your authenticator app to confirm it is you.') {}
