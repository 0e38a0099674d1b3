import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright downloads no browser of its own here.
// E2E_PORT moves the test server, so that two checkouts can test at once.
const port = process.env.E2E_PORT ?? '8089';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's budget: one a machine loaded many times over its cores meets
  // (30 s ran out in a page load at a load of 25 on two cores); a test that
  // waits for a state that never comes still fails.
  timeout: 60_000,
  // An assertion's wait for its state: the solver's and the dealer's first
  // answers (their wasm compiled) took over the default 5 s at a load of 40.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Most tests are about what a move does, not how it slides: the page as
    // a player who asks for reduced motion sees it (no slide, Solve's moves
    // 40 ms apart, no celebration before the win dialog) saves minutes of
    // waiting. The specs about motion ask for it back (celebrate, settings).
    reducedMotion: 'reduce',
    // The service worker's install fetches and hashes every file of the
    // page in each test's fresh profile; the specs about it (offline, the
    // page taken from its cache) allow it.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  // The page's modules bundled afresh (a second), so the tests run the sources as they are now.
  webServer: {
    command: 'node scripts/bundle.mjs && node scripts/serve.mjs',
    env: { PORT: port },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
