import type { Page } from '@playwright/test';

/** The islands script every public page loads, and nothing else. */
export const ISLANDS_SCRIPT = /^\/assets\/islands\/islands-[^/]+\.js$/;
/** A public page ships at most 100 KB of script, compressed, before it is interactive. */
export const SCRIPT_BUDGET_BYTES = 100 * 1024;

/** Records, from before the page's own scripts, anything that means React drew the page again rather than taking it over. */
export async function watchHydration(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { rootReplaced?: string[] };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (!(mutation.target as Element).closest?.('#root')) continue;
        // The router's state scripts remove themselves once run; any other element going means a redraw.
        const removed = [...mutation.removedNodes].filter((node) => node.nodeType === Node.ELEMENT_NODE && node.nodeName !== 'SCRIPT');
        if (removed.length > 0) w.rootReplaced = [...(w.rootReplaced ?? []), ...removed.map((node) => node.nodeName)];
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    problems: async () => [
      ...errors,
      ...((await page.evaluate(() => (window as unknown as { rootReplaced?: string[] }).rootReplaced)) ?? []).map((name) => `the drawn ${name} was removed`),
    ],
  };
}

/**
 * The scripts the page fetched, with what each weighed on the wire, as they come in: the
 * browser reports a finished request (and its size) a little after the script may have run.
 */
export function watchScripts(page: Page): () => Promise<{ path: string; bytes: number }[]> {
  const scripts: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
  });
  return () => Promise.all(scripts);
}
