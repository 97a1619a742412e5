/**
 * How many live chat streams may be open at once (docs/support-chat-and-photos.md). An open
 * stream holds a socket and a subscription on the server: without limits one customer's script
 * could hold thousands. A person has a tab or two open; a household or an office behind one
 * address a few people's.
 */
export const CHAT_STREAM_LIMITS = {
  /** Per signed-in user, across every server: the next is refused 429. */
  perUser: 5,
  /** Per client address, across every server and user: the next is refused 429. */
  perClientAddress: 20,
  /** Per API process, whoever opens them: past it, 503. A ceiling on the server's own sockets and memory. */
  perServer: 2_000,
  /** What a refused page is told to wait (Retry-After), in seconds. */
  retryAfterSeconds: 30,
} as const;

export type ChatStreamLimits = { readonly [K in keyof typeof CHAT_STREAM_LIMITS]: number };
