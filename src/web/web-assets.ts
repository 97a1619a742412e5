import express, { type RequestHandler } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WEB_MODES } from '../config/environment';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const WEB_ROOT = join(REPO_ROOT, 'web');
const BUILT_SPA = join(WEB_ROOT, 'dist');
/** `vite build --ssr` of web/src/entry-server.tsx (web/vite.config.mts). */
const BUILT_RENDERER = join(REPO_ROOT, 'dist', 'web-server', 'entry-server.mjs');

/** Renders the SPA's index.html for a screen route. */
export type IndexHtmlRenderer = (url: string) => Promise<string>;

/** What the server asks of web/src/entry-server.tsx (written out here: the server does not import the web app). */
export interface PageRenderRequest {
  /** The path and query asked for. */
  url: string;
  /** index.html with the page's meta written in; the page is drawn into its empty #root. */
  shell: string;
  /**
   * The page's data, in-process: given an API path and query (`/catalogue/treatments/acne`),
   * the status and JSON the API would answer, from the same query handlers and their cache
   * (src/web/page-data.ts). Only the public reads; anything else answers 404.
   */
  loadData: (pathAndSearch: string) => Promise<PageData>;
  /** The content-security-policy nonce for the router's inline state scripts (a placeholder when the page is kept for other visitors). */
  nonce: string;
  /** The islands build's web/dist/islands.html: the script of the pages hydrated island by island (docs/adr/0017-islands-on-public-pages.md). */
  islandsHtml?: string;
}

/** What the API answers for a public read: its status and JSON body. */
export interface PageData {
  status: number;
  json: string;
}

/** The whole page's HTML, or undefined when the web app would rather the browser drew it (a redirect). Rejects on failure. */
export type PageRenderer = (request: PageRenderRequest) => Promise<{ html: string; status: number } | undefined>;

interface ServerEntry {
  render: PageRenderer;
}

export interface WebAssets {
  renderIndexHtml?: IndexHtmlRenderer;
  /** Server rendering of the public pages; without it every page is sent as the shell. */
  renderPage?: PageRenderer;
  /** Mounted before the API's routes: they serve only files that exist. */
  middlewares: RequestHandler[];
}

/**
 * How the React app is served. 'static' (production and `npm start`): the Vite
 * build from web/dist, hashed assets cached for a year, and public pages drawn by the
 * server renderer in dist/web-server. 'vite' (`npm run dev`): Vite in middleware mode
 * on the same port, with hot reload, rendering entry-server.tsx from source on each
 * request. 'none': API only.
 */
export async function prepareWebAssets(mode: (typeof WEB_MODES)[number]): Promise<WebAssets> {
  if (mode === 'none') return { middlewares: [] };
  if (mode === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: join(WEB_ROOT, 'vite.config.mts'), server: { middlewareMode: true }, appType: 'custom' });
    return {
      middlewares: [vite.middlewares],
      renderIndexHtml: (url) => vite.transformIndexHtml(url, readFileSync(join(WEB_ROOT, 'index.html'), 'utf8')),
      renderPage: async (request) => {
        try {
          // Loaded afresh when a file changes, so an edit shows on the next reload.
          const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          return await entry.render(request);
        } catch (error) {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        }
      },
    };
  }
  const indexFile = join(BUILT_SPA, 'index.html');
  if (!existsSync(indexFile) || !existsSync(BUILT_RENDERER)) {
    throw new Error(`The web app is not built (${indexFile} or ${BUILT_RENDERER} is missing). Run \`npm run build\`, or start with WEB_MODE=vite.`);
  }
  const indexHtml = withInlineStylesheets(readFileSync(indexFile, 'utf8'));
  const islandsFile = join(BUILT_SPA, 'islands.html');
  if (!existsSync(islandsFile)) throw new Error(`The islands script is not built (${islandsFile} is missing). Run \`npm run build\`.`);
  const islandsHtml = readFileSync(islandsFile, 'utf8');
  // An ES module: import(), which TypeScript keeps as it is in this CommonJS build.
  const entry = (await import(pathToFileURL(BUILT_RENDERER).href)) as ServerEntry;
  return {
    middlewares: builtFileMiddlewares(),
    renderIndexHtml: async () => indexHtml,
    renderPage: (request) => entry.render({ ...request, islandsHtml }),
  };
}

/**
 * The app's stylesheet written into the page rather than linked: a server-drawn page
 * then paints as soon as its HTML arrives, without waiting for another request, and
 * before the scripts have loaded and run. It is small (about 8 KB compressed).
 */
function withInlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const css = readFileSync(join(BUILT_SPA, href), 'utf8');
    return css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

/**
 * The built files, each mounted at its own path: a request is handed to express.static only
 * when its path starts with one of web/dist's entries (`/assets/`, `/images/`, `/favicon.svg`),
 * so an API call or a page never costs a disk lookup. The entries are read once, at start.
 */
function builtFileMiddlewares(): RequestHandler[] {
  const serve = express.static(BUILT_SPA, { index: false, maxAge: '1h', setHeaders: cacheHashedAssetsForever });
  const entries = readdirSync(BUILT_SPA, { withFileTypes: true }).filter((entry) => !entry.name.endsWith('.html'));
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => `/${entry.name}/`);
  const files = new Set(entries.filter((entry) => !entry.isDirectory()).map((entry) => `/${entry.name}`));
  const isBuiltFile = (path: string) => files.has(path) || folders.some((folder) => path.startsWith(folder));
  return [(request, response, next) => (isBuiltFile(request.path) ? serve(request, response, next) : next())];
}

function cacheHashedAssetsForever(response: express.Response, path: string): void {
  if (path.includes(`${join(BUILT_SPA, 'assets')}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
