import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';

// Resolved from this file, not the working directory, so the Nest server can
// mount Vite in middleware mode from wherever it is started.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The browser's bundle, in web/dist: index.html and hashed assets. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // React changes less often than the app: its own chunk stays cached across releases.
        groups: [
          { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          // Everything the entry needs anyway in one file, not a dozen small shared chunks:
          // each extra request costs a round trip on a phone before the first paint.
          { name: 'app', tags: ['$initial'], priority: 1 },
          // The small components the storefront pages share (FAQ block, skeletons, price...).
          // Not the antd provider, nor the chat panel built on antd: they stay in the chunks of
          // the signed-in areas that use them.
          { name: 'storefront', test: /[\\/]web[\\/]src[\\/](components|lib)[\\/](?!antd[\\/]|chat[\\/])/ },
        ],
      },
    },
  },
};

/**
 * The islands script (`vite build --mode islands`, after the client build): the islands
 * entry alone, in one file beside the client's, its name written into web/dist/islands.html.
 * The router is replaced by plain links there, so no island brings it in
 * (docs/adr/0017-islands-on-public-pages.md), and React by Preact's implementation of its API
 * (docs/adr/0018-islands-on-preact.md). The page's stylesheet is the client build's,
 * already written into every page, so the CSS this build emits is never linked.
 */
const islandsBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: false,
  copyPublicDir: false,
  assetsDir: 'assets/islands',
  rolldownOptions: {
    input: fileURLToPath(new URL('./islands.html', import.meta.url)),
    output: { codeSplitting: false },
  },
};

const routerStandIn = fileURLToPath(new URL('./src/islands/router-stand-in.tsx', import.meta.url));

/** The islands build's stand-ins: plain links for the router, and Preact's React API for React. */
const islandsAliases = [
  { find: /^@tanstack\/react-router$/, replacement: routerStandIn },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * The server renderer (`vite build --ssr`), in dist/web-server: one self-contained ES
 * module the Nest server imports (src/web/web-assets.ts). React and the router are
 * bundled in, in their production builds, like the browser's.
 */
const serverBuild: BuildEnvironmentOptions = {
  ssr: true,
  outDir: fileURLToPath(new URL('../dist/web-server', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
  },
};

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: webRoot,
  plugins: [react()],
  build: isSsrBuild ? serverBuild : mode === 'islands' ? islandsBuild : clientBuild,
  resolve: mode === 'islands' ? { alias: islandsAliases } : undefined,
  ssr: command === 'build' ? { noExternal: true } : undefined,
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));
