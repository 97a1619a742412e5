import { RedisStore } from 'connect-redis';
import type { Express, RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import { GUEST_SESSION_IDLE_MS, SESSION_COOKIE, SESSION_TIMEOUTS } from '../auth/session-policy';
import { principalOf } from '../auth/principal';
import type { RedisClient } from '../redis/redis.module';

declare module 'express-session' {
  interface SessionData {
    /** When the current sign-in began, for the absolute timeout. */
    signedInAt?: number;
  }
}

/** Where each session is kept in Redis, under the deployment's prefix (identity's SessionRevoker finds a user's sessions there). */
export const sessionKeyPrefix = (redisPrefix: string) => `${redisPrefix}:sess:`;

/** Server-side sessions in Redis behind an httpOnly, SameSite cookie; passport reads the signed-in user from them. */
export function installSessions(app: Express, options: { redis: RedisClient; prefix: string; secret: string; secure: boolean }): void {
  app.use(
    session({
      name: SESSION_COOKIE,
      store: new RedisStore({ client: options.redis, prefix: sessionKeyPrefix(options.prefix) }),
      secret: options.secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: GUEST_SESSION_IDLE_MS },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(endExpiredSignIns);
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
