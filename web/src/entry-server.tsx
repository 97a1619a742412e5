/**
 * Server rendering of the public pages. Built by `vite build --ssr` into
 * dist/web-server/entry-server.mjs and called by the Nest server's page fallback
 * (src/web/spa.controller.ts) for every request of a public page; in `npm run dev`
 * Vite loads this file itself. main.tsx then hydrates what this draws.
 */
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createQueryClient, DRAWN_QUERIES } from './app/query-client';
import { earlyInteractionsScript } from './app/early-interactions';
import { createAppRouter } from './app/router';
import { DrawnForIslands, ISLAND_DATA_ID } from './islands/islands-only';
import { type PageDataLoader, setServerDataLoader } from './lib/api/client';

/** The request's origin is never read by the pages; the router needs a whole URL. */
const SERVER_ORIGIN = 'http://localhost';

export interface RenderRequest {
  /** The path and query asked for, such as `/shop?category=tablets`. */
  url: string;
  /** index.html with the page's title and meta already in it; the page is drawn into its `#root`. */
  shell: string;
  /**
   * The page's data: the server's own query handlers answer the API paths in-process
   * (src/web/page-data.ts), with the same JSON the browser gets from the same endpoints,
   * so the HTML is drawn from exactly the data the browser then takes over, without an
   * HTTP round trip to itself.
   */
  loadData: PageDataLoader;
  /** The response's content-security-policy nonce, for the router's inline state scripts. */
  nonce?: string;
  /**
   * The islands build's web/dist/islands.html: the islands script and its preloads.
   * Without it (`npm run dev`), pages marked `islandsOnly` hydrate the whole app as the others do.
   */
  islandsHtml?: string;
}

export interface RenderedPage {
  html: string;
  /** 200, or 404 when the router drew its not-found page. */
  status: number;
}

const ROOT = '<div id="root"></div>';
const RENDER_TIMEOUT_MS = 5_000;
/** React's mark for a Suspense boundary it gave up on during a server render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Draws a page. Resolves to undefined when the router would rather redirect (an address
 * that is not in its canonical form): the caller then sends the plain shell and the
 * browser does what it always did. Rejects when a loader or the render fails.
 */
export async function render({ url, shell, loadData, nonce, islandsHtml }: RenderRequest): Promise<RenderedPage | undefined> {
  if (!shell.includes(ROOT)) throw new Error(`The shell has no empty ${ROOT}`);
  setServerDataLoader(loadData);
  let queryClient: QueryClient | undefined;
  const handle = createRequestHandler({
    // A render that takes longer is given up, and the visitor gets the shell instead.
    request: new Request(new URL(url, SERVER_ORIGIN), { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) }),
    // A router and a query cache of its own for every request: nothing one visitor's
    // render loads is seen by another's.
    createRouter: () => createAppRouter((queryClient = createQueryClient()), { nonce }),
  });
  const response = await handle(async ({ router, responseHeaders }) => {
    const failed = router.state.matches.find((match) => match.status === 'error');
    if (failed) throw new Error(`The page's data did not load: ${String(failed.error)}`, { cause: failed.error });
    const status = getSsrStatus(router);
    // The not-found page too: it is the layout's islands around a message and a link home,
    // whichever route's address was mistyped.
    const forIslands = islandsHtml !== undefined && (status === 404 || router.state.matches.some((match) => match.staticData.islandsOnly));
    const appHtml = renderToString(
      <DrawnForIslands.Provider value={forIslands}>
        <RouterServer router={router} />
      </DrawnForIslands.Provider>,
    );
    // A component that threw (or a page's code that would not load) leaves its Suspense
    // boundary to be drawn in the browser: the whole page is sent as the shell instead.
    if (appHtml.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error('A part of the page could not be drawn on the server');
    // The router writes its doctype, and adds its state and the query cache (<script> tags
    // with the nonce) where it finds `</body></html>`: not to a page for the islands script,
    // which hydrates no router and reads no cache.
    const document = withScriptsAfterFirstPaint(shell, forIslands ? islandsHtml : shell, nonce)
      .replace(/^\s*<!doctype html>\s*/i, '')
      .replace(/<\/body>\s*<\/html>\s*$/, '</body></html>')
      .replace(ROOT, () => `<div id="root">${appHtml}</div>`);
    const html = forIslands ? `<!DOCTYPE html>${withIslandData(document, queryClient)}` : await transformHtmlStringWithRouter(router, document);
    return new Response(html, { status, headers: responseHeaders });
  });
  if (response.status >= 300 && response.status < 400) return undefined;
  return { html: await response.text(), status: response.status };
}

/**
 * A drawn page needs no script to paint, so its module scripts are asked for only once the
 * first frame is painted: the page's main content never waits behind them, even on a slow
 * connection. The inline loader holds any click or submit that comes before React takes
 * over and main.tsx (or islands/main.tsx) replays it (app/early-interactions.ts). The shell's
 * own script tags come out; the loader asks for those of `scripts`: the shell's, or for a
 * page marked `islandsOnly` the islands build's.
 */
function withScriptsAfterFirstPaint(shell: string, scripts: string, nonce: string | undefined): string {
  const wanted = moduleScriptsIn(scripts);
  const own = moduleScriptsIn(shell);
  if (!wanted || !own) return shell;
  let html = shell;
  for (const tag of own.tags) html = html.replace(tag, '');
  const script = earlyInteractionsScript(wanted.entry, wanted.preloads);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return html.replace('</body>', () => `<script${nonceAttribute}>${script}</script>\n  </body>`);
}

/** An HTML file's module entry and its preloads, as the build writes them, with their tags. */
function moduleScriptsIn(html: string): { entry: string; preloads: string[]; tags: string[] } | undefined {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return undefined;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  return {
    entry: entry[1] ?? '',
    preloads: preloads.map((preload) => preload[1] ?? ''),
    tags: [entry[0], ...preloads.map((preload) => preload[0])],
  };
}

/** The query cache the page was drawn from, for the islands (islands/main.tsx): a JSON data block, which runs nothing. */
function withIslandData(html: string, queryClient: QueryClient | undefined): string {
  if (!queryClient) return html;
  const json = JSON.stringify(dehydrate(queryClient, DRAWN_QUERIES)).replace(/</g, '\\u003c');
  return html.replace('</body>', () => `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>\n  </body>`);
}
