import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import compression from 'compression';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Server } from 'node:http';
import { AppConfig } from './config/app-config';
import { SessionEnds } from './shared/auth/session-ends';
import { assignRequestId } from './shared/logging/request-id';
import { installBodyParsing } from './shared/http/body-parsing';
import { keepIdleConnectionsOpen } from './shared/http/idle-connections';
import { noStoreUnlessSharedPublicRead } from './shared/http/cache-policy';
import { screenRequestInput } from './shared/http/input-screen';
import { createValidationPipe } from './shared/http/request-validation';
import { securityHeaders } from './shared/http/security-headers';
import { installSessions } from './shared/http/sessions';
import { measureHttpRequests } from './shared/metrics/http-metrics';
import { MetricsRegistry } from './shared/metrics/metrics-registry';
import { serveKeptResponsesFirst } from './shared/public-reads/kept-responses';
import { PublicReadCache } from './shared/public-reads/public-read-cache';
import { mountQueueBoard } from './ops/queue-board';
import { REDIS_CLIENT, RedisClient } from './shared/redis/redis.module';
import type { WebAssets } from './web/web-assets';

/**
 * Ahead of it all, a public read or page kept for a visitor without cookies (ADR 0013). Then
 * the HTTP pipeline, in order: security headers, request id, compression, the built web
 * assets (by path prefix), the caching rule, body parsing, the edge rules for all input
 * (shared/http/input-screen.ts), sessions (skipped for a read without a session cookie:
 * shared/http/sessions.ts), then Nest's request log, guards, pipes and routes; around it all, the
 * request metrics (shared/metrics/http-metrics.ts). Shared by main.ts and the integration
 * tests, so tests exercise exactly what production runs.
 */
export function configureHttpApp(app: NestExpressApplication, web: WebAssets = { middlewares: [] }): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.get('TRUST_PROXY'));
  app.disable('x-powered-by');
  app.use(
    securityHeaders({
      production: config.isProduction,
      stripe: Boolean(config.get('STRIPE_PUBLISHABLE_KEY')),
      contentSecurityPolicy: config.get('WEB_MODE') !== 'vite',
    }),
  );
  app.use(assignRequestId);
  app.use(compression());
  for (const middleware of web.middlewares) app.use(middleware);

  const express = app.getHttpAdapter().getInstance() as Express;
  express.use(noStoreUnlessSharedPublicRead);
  installBodyParsing(express);
  express.use(screenRequestInput);
  installSessions(express, {
    redis: app.get<RedisClient>(REDIS_CLIENT),
    prefix: config.get('REDIS_PREFIX'),
    secret: config.get('SESSION_SECRET'),
    secure: config.isProduction,
    sessionEnds: app.get(SessionEnds),
  });
  // After sessions, so the board can check the signed-in role; before Nest's routes and the SPA fallback.
  mountQueueBoard(app);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  keepIdleConnectionsOpen(app.getHttpServer() as Server);
  serveKeptResponsesFirst(app.getHttpServer() as Server, app.get(PublicReadCache), () => PinoLogger.root);
  // Last: it wraps the kept answers' listener too, so every answer of the public port is counted.
  measureHttpRequests(app.getHttpServer() as Server, app.get(MetricsRegistry));
}
