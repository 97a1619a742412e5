import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { cspNonceOf } from './csp-nonce';

export interface SecurityHeaderOptions {
  /** HSTS and upgrade-insecure-requests: only where the shop is served over HTTPS. */
  production: boolean;
  /** Real Stripe is configured: its script, frames and API are let in. */
  stripe: boolean;
  /** Off in `WEB_MODE=vite`, whose dev server injects scripts and styles of its own. */
  contentSecurityPolicy: boolean;
}

/**
 * Every response's security headers (ASVS 5.0 V3.4): helmet's set, with the content security
 * policy below, HSTS in production, framing refused (X-Frame-Options DENY, consistent with
 * frame-ancestors 'none'), and the Permissions-Policy.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: options.contentSecurityPolicy ? { directives: contentSecurityPolicy(options) } : false,
      strictTransportSecurity: options.production,
      xFrameOptions: { action: 'deny' },
    }),
    permissionsPolicy(options),
  ];
}

const withNonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonceOf(response)}'`;

/**
 * What the SPA needs and nothing more. Inline scripts only with the response's nonce: a
 * server-rendered page's router state and loader. Inline <style> elements likewise: the
 * page's own stylesheet, and those added as the page runs (antd's CSS-in-JS; the browser
 * learns the nonce from the page, see web/src/lib/csp-nonce.ts). Style attributes stay
 * allowed (style-src-attr): React's `style` props in server-rendered HTML and Stripe's card
 * field wrappers use them, and an attribute cannot hold a selector, so it cannot read the
 * page the way an injected stylesheet can.
 */
const SHOP_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", withNonce],
  styleSrc: ["'self'", withNonce],
  styleSrcAttr: ["'unsafe-inline'"],
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

function contentSecurityPolicy({ stripe, production }: SecurityHeaderOptions) {
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

/** Browser features the shop never uses, turned off for the page and anything it frames. */
const FEATURES_OFF = [
  'accelerometer',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The pages where a patient takes a photo: the consultation's photo questions and the
 * account's progress photos. Both take it through a file input, which hands it to the
 * device's camera app or photo picker; the camera feature would matter only to an in-page
 * camera (getUserMedia), and is allowed to the shop itself on these pages alone.
 */
const TAKES_PHOTOS = /^\/(consultation\/|v2\/profile\/photos\/?$)/;

function permissionsPolicy({ stripe }: SecurityHeaderOptions): RequestHandler {
  // Stripe's card frame asks for `payment` (allow="payment *"), for wallets; nothing else may.
  const payment = stripe ? 'payment=("https://js.stripe.com")' : 'payment=()';
  const everywhere = [...FEATURES_OFF.map((feature) => `${feature}=()`), payment];
  const withoutCamera = ['camera=()', ...everywhere].join(', ');
  const withCamera = ['camera=(self)', ...everywhere].join(', ');
  return (request, response, next) => {
    response.setHeader('Permissions-Policy', TAKES_PHOTOS.test(request.path) ? withCamera : withoutCamera);
    next();
  };
}
