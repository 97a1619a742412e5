import type { RateLimitPolicy } from '../../../shared/rate-limit/rate-limiter.service';

/** A copy of everything is heavy to build: a few a day is plenty for anyone (docs/data-rights-and-retention.md). */
export const DATA_RIGHTS_RATE_LIMITS = {
  exportRequests: { name: 'data-export', points: 3, durationSeconds: 24 * 3600 },
} satisfies Record<string, RateLimitPolicy>;
