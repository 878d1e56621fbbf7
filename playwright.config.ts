import { defineConfig, devices } from '@playwright/test';

// Browser tests run Debian's chromium (scripts/ensure-chromium.mjs checks it is there) against the
// production build served by `vite preview`. Playwright downloads no browser.
// E2E_PORT and E2E_DIST let two builds be tested side by side (e.g. while another is rebuilt).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One spec file at a time, in CI too. Two workers on the 2-core machine were measured slower
  // (6 files, 20 stories: 134 s against 109 s with one) and made a-runaway-expression-stops, which
  // checks the page answers within 1 s while a worker computes, fail once. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The built site installs a service worker after its first verdict (src/app/offline). Stories
    // route and count requests with page.route, which a worker's cache would answer first; only
    // e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${DIST} --host 127.0.0.1 --port ${String(PORT)} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
