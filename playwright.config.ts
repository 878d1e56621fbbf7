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
  // CI has the machine to itself: two spec files at a time keep its two cores busy while one
  // page waits on a worker or a chunk (files stay whole, in order, in one worker each). A developer's
  // machine, shared with the dev server and an editor, runs one at a time unless E2E_WORKERS says.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
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
