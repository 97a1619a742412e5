import { Router, type Express, type Request, type RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import { GUEST_SESSION_IDLE_MS, SESSION_COOKIE, SESSION_TIMEOUTS, sessionKeyPrefix } from '../auth/session-policy';
import { principalOf } from '../auth/principal';
import type { SessionEnds } from '../auth/session-ends';
import type { RedisClient } from '../redis/redis.module';
import { RedisSessionStore } from './redis-session-store';

declare module 'express-session' {
  interface SessionData {
    /** When the current sign-in began, for the absolute timeout. */
    signedInAt?: number;
  }
}

/**
 * Reads that may start a session for a visitor who has none: `GET /auth/session` hands out
 * the CSRF token (kept in a new session) and the sign-up progress lives in the session.
 */
const READS_THAT_NEED_A_SESSION = /^\/auth\//;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A read by a visitor without a session cookie (the catalogue, the content, the public pages,
 * the health checks) has no session to load and must not start one: it skips express-session,
 * passport and the sign-in timeout check, so no session id is minted, no cookie is signed and
 * Redis is not asked. Such a request has no `request.session` and no `request.user`, which
 * every reader handles (principalOf, the second-factor helpers, the CSRF guard passes reads).
 */
export function needsSession(request: Request): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  if (request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return true;
  return READS_THAT_NEED_A_SESSION.test(request.path);
}

/** Server-side sessions in Redis behind an httpOnly, SameSite cookie; passport reads the signed-in user from them. */
export function installSessions(app: Express, options: { redis: RedisClient; prefix: string; secret: string; secure: boolean; sessionEnds: SessionEnds }): void {
  const sessions = Router();
  sessions.use(
    session({
      name: SESSION_COOKIE,
      store: new RedisSessionStore(options.redis, sessionKeyPrefix(options.prefix), (sessionId) => void options.sessionEnds.announce([sessionId])),
      secret: options.secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: GUEST_SESSION_IDLE_MS },
    }),
  );
  sessions.use(passport.initialize());
  sessions.use(passport.session());
  sessions.use(endExpiredSignIns);
  app.use((request, response, next) => (needsSession(request) ? sessions(request, response, next) : next()));
}

/** Signs a user out once their sign-in is older than their role's absolute limit. */
const endExpiredSignIns: RequestHandler = (request, _response, next) => {
  const principal = principalOf(request);
  const signedInAt = request.session?.signedInAt;
  if (!principal || !signedInAt || Date.now() - signedInAt <= SESSION_TIMEOUTS[principal.role].absoluteMs) return next();
  request.logout((error) => {
    if (error) return next(error);
    request.session.regenerate(next);
  });
};
