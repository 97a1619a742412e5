import { createHmac, timingSafeEqual } from 'node:crypto';

/** Onfido signs each webhook with HMAC-SHA256 of the raw body, hex, in `X-SHA2-Signature`. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureMatches(rawBody: Buffer, header: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

/** The part of Onfido's webhook body (API v3.6) we read. */
export interface CheckCompletedEvent {
  checkId: string;
  status: string;
  result: string | null;
  /** When the check completed, as the provider says; refused when too old (a replay of an old delivery). */
  completedAt: Date | null;
}

/** Null for any other resource or action (acknowledged and ignored), throws for a body that is not Onfido's shape. */
export function parseCheckEvent(rawBody: Buffer): CheckCompletedEvent | null | 'malformed' {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const payload = (body as { payload?: { resource_type?: unknown; action?: unknown; object?: Record<string, unknown> } })?.payload;
  if (!payload || typeof payload !== 'object' || !payload.object || typeof payload.object !== 'object') return 'malformed';
  if (payload.resource_type !== 'check' || payload.action !== 'check.completed') return null;
  const { id, status, result, completed_at_iso8601: completedAt } = payload.object;
  if (typeof id !== 'string' || typeof status !== 'string') return 'malformed';
  const when = typeof completedAt === 'string' ? new Date(completedAt) : null;
  return { checkId: id, status, result: typeof result === 'string' ? result : null, completedAt: when && !Number.isNaN(when.getTime()) ? when : null };
}

/** A delivery of a completion older than this is refused as stale. */
export const WEBHOOK_MAX_AGE_MS = 24 * 3600 * 1000;
