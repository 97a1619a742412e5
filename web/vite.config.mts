import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved from this file, not the working directory, so the Nest server can
// mount Vite in middleware mode from wherever it is started.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
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
            // Not the antd provider: antd stays in the chunks of the areas that use it.
            { name: 'storefront', test: /[\\/]web[\\/]src[\\/](components|lib)[\\/](?!antd[\\/])/ },
          ],
        },
      },
    },
  },
});
