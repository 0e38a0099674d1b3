import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright downloads no browser of its own here.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:8089',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: '8089' },
    url: 'http://127.0.0.1:8089/',
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
