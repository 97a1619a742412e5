import type { Role } from './principal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lasts. Idle: since the last request. Absolute: since sign-in,
 * however active. Staff sessions are shorter because they open every customer's
 * health records. docs/operations.md repeats these figures.
 */
export const SESSION_TIMEOUTS: Record<Role | 'guest', { idleMs: number; absoluteMs: number }> = {
  guest: { idleMs: 2 * HOUR, absoluteMs: 1 * DAY },
  customer: { idleMs: 1 * DAY, absoluteMs: 14 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 10 * HOUR },
};

export const SESSION_COOKIE = 'shop.sid';
