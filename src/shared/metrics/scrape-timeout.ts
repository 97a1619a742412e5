/**
 * Waits at most `ms` for a figure read at scrape time, then gives up on it (undefined) and lets
 * the scrape answer without it: a slow Redis or database never holds a scrape past Prometheus's
 * own timeout (10 s by default), and an absent series says 'unknown' where a stale one would lie.
 */
export async function withinScrapeTime<T>(read: Promise<T>, ms = SCRAPE_READ_MS): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  try {
    // A read that fails (the connection is down) is as unknown as one that is late.
    return await Promise.race([read.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long one scrape-time read (the queue counts, the outbox's age) may take. */
export const SCRAPE_READ_MS = 1_000;
