import type { Request } from 'express';

/** The caller's address for per-address rate limits (behind a trusted proxy, the forwarded one). */
export function clientAddress(request: Request): string {
  return request.ip ?? 'unknown';
}
