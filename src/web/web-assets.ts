import express, { type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { WEB_MODES } from '../config/environment';

export const WEB_ROOT = resolve(__dirname, '..', '..', '..', 'web');
const BUILT_SPA = join(WEB_ROOT, 'dist');

/** Renders the SPA's index.html for a screen route. */
export type IndexHtmlRenderer = (url: string) => Promise<string>;

export interface WebAssets {
  renderIndexHtml?: IndexHtmlRenderer;
  /** Mounted before the API's routes: they serve only files that exist. */
  middlewares: RequestHandler[];
}

/**
 * How the React app is served. 'static' (production and `npm start`): the Vite
 * build from web/dist, hashed assets cached for a year. 'vite' (`npm run dev`):
 * Vite in middleware mode on the same port, with hot reload. 'none': API only.
 */
export async function prepareWebAssets(mode: (typeof WEB_MODES)[number]): Promise<WebAssets> {
  if (mode === 'none') return { middlewares: [] };
  if (mode === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: join(WEB_ROOT, 'vite.config.mts'), server: { middlewareMode: true }, appType: 'custom' });
    return {
      middlewares: [vite.middlewares],
      renderIndexHtml: (url) => vite.transformIndexHtml(url, readFileSync(join(WEB_ROOT, 'index.html'), 'utf8')),
    };
  }
  const indexFile = join(BUILT_SPA, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run \`npm run build\`, or start with WEB_MODE=vite.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  return {
    middlewares: [
      express.static(BUILT_SPA, { index: false, maxAge: '1h', setHeaders: cacheHashedAssetsForever }),
    ],
    renderIndexHtml: async () => indexHtml,
  };
}

function cacheHashedAssetsForever(response: express.Response, path: string): void {
  if (path.includes(`${join(BUILT_SPA, 'assets')}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
