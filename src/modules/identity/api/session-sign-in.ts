import type { Request } from 'express';
import type { Principal } from '../../../shared/auth/principal';
import { SESSION_TIMEOUTS } from '../../../shared/auth/session-policy';
import type { RegistrationProgressRequest } from './dto/auth.dto';

type SignUpProgress = RegistrationProgressRequest;

declare module 'express-session' {
  interface SessionData {
    /** The account being registered in this browser, so the wizard can resume and add details. */
    registration?: { userId: number; email: string };
    /** What the sign-up wizard was told so far, so a reload or a return resumes it (never the password). */
    signUpProgress?: SignUpProgress;
  }
}

/** Signs in on a fresh session id (passport regenerates it), with the role's idle timeout. */
export async function signIn(request: Request, principal: Principal): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(principal, (error) => (error ? reject(error) : resolve())));
  request.session.signedInAt = Date.now();
  request.session.cookie.maxAge = SESSION_TIMEOUTS[principal.role].idleMs;
}

/** Ends the sign-in and throws the whole session away, CSRF token included. */
export async function signOut(request: Request): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
  await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
