import type { Role } from './principal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lasts. Idle: since the last request. Absolute: since sign-in,
 * however active. Staff sessions are shorter because they open every customer's
 * health records. A guest session holds only a CSRF token and an unfinished
 * registration, so it has the idle limit alone. docs/operations.md repeats these figures.
 */
export const GUEST_SESSION_IDLE_MS = 2 * HOUR;

export const SESSION_TIMEOUTS: Record<Role, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: 1 * DAY, absoluteMs: 14 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 10 * HOUR },
};

export const SESSION_COOKIE = 'shop.sid';

/**
 * Staff second factor (docs/staff-two-factor.md). After the password, a staff member has this
 * long to enter the code (or to scan the QR code and confirm, at enrolment) before the
 * half-done sign-in lapses. Approving, shipping and exporting the register need a check no
 * older than the admin idle timeout; this is the one place that figure is read from.
 */
export const PENDING_SECOND_FACTOR_MS = 10 * MINUTE;
export const RECENT_SECOND_FACTOR_MS = SESSION_TIMEOUTS.admin.idleMs;

/**
 * Where each session is kept in Redis, under the deployment's prefix (identity's SessionRevoker
 * finds a user's sessions there). Here rather than beside express-session in shared/http/sessions.ts,
 * so the worker, which revokes sessions but serves none, does not load Express.
 */
export const sessionKeyPrefix = (redisPrefix: string) => `${redisPrefix}:sess:`;
