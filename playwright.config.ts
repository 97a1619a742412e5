import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end journeys in Debian's Chromium against the production build; never a downloaded browser. */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // Two browsers, the server and its worker share CI's two cores: a back-office or account screen
  // has been seen to take over 5 s (Playwright's default wait) to render there, while the server
  // answered each of its requests in milliseconds. What a journey waits for is the same.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failure keeps its trace (DOM snapshots, network, actions) and a screenshot; recording the
    // trace's screencast on every test made the journeys a third slower on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The suite browses as a visitor who asked for less motion: antd's dialogs then open without
    // zooming, so no click lands on a dialog that is still moving under a loaded CI machine.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Each project browses from its own (proxied) client address, so the per-address sign-up
  // and login limits are shared by half the suite, not all of it. Every test runs at 1280 px; at
  // 375 px only those whose outcome depends on the layout (tagged @responsive: the side menu, tables
  // that become lists, no sideways scroll, dialogs and journeys on a phone).
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.10' } } },
    { name: 'mobile', grep: /@responsive/, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.20' } } },
  ],
  webServer: {
    command: 'node -r ts-node/register/transpile-only scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
