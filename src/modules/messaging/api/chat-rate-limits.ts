import type { RateLimitPolicy } from '../../../shared/rate-limit/rate-limiter.service';

/** Far above anyone typing, low enough that a script cannot flood the team's inbox. docs/support-chat-and-photos.md. */
export const CHAT_RATE_LIMITS = {
  customerMessages: { name: 'chat-customer', points: 20, durationSeconds: 60 },
} satisfies Record<string, RateLimitPolicy>;
