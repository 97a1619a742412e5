import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { cspNonceOf } from './shared/http/csp-nonce';
import { assignRequestId } from './shared/logging/request-id';
import { installBodyParsing } from './shared/http/body-parsing';
import { createValidationPipe } from './shared/http/request-validation';
import { installSessions } from './shared/http/sessions';
import { mountQueueBoard } from './ops/queue-board';
import { REDIS_CLIENT, RedisClient } from './shared/redis/redis.module';
import type { WebAssets } from './web/web-assets';

/**
 * The HTTP pipeline, in order: security headers, request id, web assets, body
 * parsing, sessions, then Nest's guards, pipes and routes. Shared by main.ts and
 * the integration tests, so tests exercise exactly what production runs.
 */
export function configureHttpApp(app: NestExpressApplication, web: WebAssets = { middlewares: [] }): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.get('TRUST_PROXY'));
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy:
        config.get('WEB_MODE') === 'vite'
          ? false
          : { directives: contentSecurityPolicy({ stripe: Boolean(config.get('STRIPE_PUBLISHABLE_KEY')), production: config.isProduction }) },
      strictTransportSecurity: config.isProduction,
    }),
  );
  app.use(assignRequestId);
  app.use(compression());
  for (const middleware of web.middlewares) app.use(middleware);

  const express = app.getHttpAdapter().getInstance() as Express;
  installBodyParsing(express);
  installSessions(express, {
    redis: app.get<RedisClient>(REDIS_CLIENT),
    prefix: config.get('REDIS_PREFIX'),
    secret: config.get('SESSION_SECRET'),
    secure: config.isProduction,
  });
  // After sessions, so the board can check the signed-in role; before Nest's routes and the SPA fallback.
  mountQueueBoard(app);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
}

/**
 * What the SPA needs and nothing more. antd injects its styles at run time, hence inline
 * styles. Inline scripts only with the response's nonce: a server-rendered page's router state.
 */
const SHOP_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonceOf(response)}'`],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

/** Stripe's documented origins for Stripe.js, its card frames and 3-D Secure, only when real Stripe is configured. */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

function contentSecurityPolicy({ stripe, production }: { stripe: boolean; production: boolean }) {
  const policy = {
    ...SHOP_CONTENT_SECURITY_POLICY,
    upgradeInsecureRequests: production ? [] : null,
  };
  if (!stripe) return policy;
  return {
    ...policy,
    scriptSrc: [...policy.scriptSrc, ...STRIPE_SOURCES.scriptSrc],
    frameSrc: STRIPE_SOURCES.frameSrc,
    connectSrc: [...policy.connectSrc, ...STRIPE_SOURCES.connectSrc],
  };
}
