import type { Request } from 'express';
import { isStaffRole, type Principal } from '../../../shared/auth/principal';
import type { PendingStaffSignIn, SecondFactorStep } from '../../../shared/auth/second-factor';
import { SESSION_TIMEOUTS } from '../../../shared/auth/session-policy';
import type { RegistrationProgressRequest } from './dto/auth.dto';

type SignUpProgress = RegistrationProgressRequest;

declare module 'express-session' {
  interface SessionData {
    /** The pending registration this browser started: only this session may add details to it or verify it. */
    registration?: { registrationId: number; email: string };
    /** What the sign-up wizard was told so far, so a reload or a return resumes it (never the password). */
    signUpProgress?: SignUpProgress;
  }
}

/** Signs a customer in on a fresh session id (passport regenerates it), with the role's idle timeout. */
export async function signIn(request: Request, principal: Principal): Promise<void> {
  // Staff go through awaitSecondFactor and completeStaffSignIn; a password alone must never sign them in.
  if (isStaffRole(principal.role)) throw new Error('Staff sign in with their second factor');
  await logIn(request, principal);
}

/**
 * Staff, after their password: a fresh session id (so a planted one is never promoted) that
 * remembers whose sign-in waits for the second factor, and nothing else. Nobody is signed in yet.
 */
export async function awaitSecondFactor(request: Request, principal: Principal & { email: string }, step: SecondFactorStep, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
  request.session.pendingStaffSignIn = { userId: principal.id, role: principal.role, email: principal.email, step, startedAt: now.getTime() };
}

/** Staff, after their second factor: signed in on yet another session id, the half-done sign-in dropped with the old one. */
export async function completeStaffSignIn(request: Request, pending: PendingStaffSignIn, now: Date): Promise<void> {
  await logIn(request, { id: pending.userId, role: pending.role });
  request.session.secondFactorVerifiedAt = now.getTime();
}

/** A signed-in staff member passed the second factor again (before a sensitive action): same session, newer check. */
export function recordRecentSecondFactor(request: Request, now: Date): void {
  request.session.secondFactorVerifiedAt = now.getTime();
}

async function logIn(request: Request, principal: Principal): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(principal, (error) => (error ? reject(error) : resolve())));
  request.session.signedInAt = Date.now();
  request.session.cookie.maxAge = SESSION_TIMEOUTS[principal.role].idleMs;
}

/** Ends the sign-in and throws the whole session away, CSRF token included. */
export async function signOut(request: Request): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
  await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
