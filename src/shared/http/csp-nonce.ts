import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const NONCE = Symbol('cspNonce');

type WithNonce = ServerResponse & { [NONCE]?: string };

/**
 * The response's content-security-policy nonce, made on first use: the CSP allows
 * inline scripts that carry it, which a server-rendered page needs for the router's
 * state (src/web/spa.controller.ts). A fresh one for every response, so it cannot be
 * guessed from an earlier page.
 */
export function cspNonceOf(response: ServerResponse): string {
  const withNonce = response as WithNonce;
  withNonce[NONCE] ??= randomBytes(16).toString('base64');
  return withNonce[NONCE];
}
