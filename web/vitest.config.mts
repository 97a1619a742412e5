import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A browser far from London: code that slips into the machine's time zone instead of the
// UK's fails here. Set before the test workers start, which inherit it.
process.env.TZ = 'America/Los_Angeles';

/**
 * The web unit tier (`npm run test:web`): `*.test.ts(x)` beside the code in web/src, in
 * jsdom, with Testing Library. The app's own Vite settings are for its two builds; tests
 * need only React's transform.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Every test renders into a fresh document; Testing Library removes what it rendered.
    setupFiles: ['src/test-setup.ts'],
    // A global a test stands in (the chat's EventSource) is put back after each test.
    unstubGlobals: true,
  },
});
