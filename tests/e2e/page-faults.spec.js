// Faults of the page found by trying to break it (issue 32, items 10 to 13
// and 17): a difficulty that never deals, a solver whose wasm never comes,
// the daily deal's words, the win dialog's words and layout, and the
// solver's wasm fetched once for both workers.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

const SOLVER_WASM = '/www/pkg/freecell_solver_bg.wasm';

test('a first visit fetches the solver\'s wasm once, for both workers', async ({ page }) => {
  await page.goto('/index.html?blank');
  await page.evaluate(() => localStorage.clear());
  const fetched = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === SOLVER_WASM) fetched.push(r.url()); });
  await page.goto('/index.html?deal=1');
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#solvable')).toHaveText('Winnable'); // the solver's worker answered
  await expect(page.locator('#grade')).not.toHaveText(''); // and the dealer's
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the');
  expect(fetched).toHaveLength(1);
  for (const worker of page.workers()) {
    const own = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm')));
    expect(own, `${worker.url()} fetched no wasm of its own`).toEqual([]);
  }
});

test.describe('a solver whose wasm never arrives', () => {
  test.beforeEach(async ({ page }) => {
    // The request is held for good: neither answered nor refused.
    await page.route(`**${SOLVER_WASM}`, () => new Promise(() => {}));
  });

  test('the bar and Hint say the solver could not be loaded', async ({ page }) => {
    await open(page, 'deal=1');
    await expect(page.locator('#solvable')).toHaveText('Unknown (the solver could not be loaded)', { timeout: 30_000 });
    await page.locator('#hint').click();
    await expect(page.locator('#message')).toHaveText('No hint: the solver could not be loaded.', { timeout: 30_000 });
  });

  test('a daily link says the solver could not be loaded', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'));
    await open(page, 'daily=2026-11-20');
    await expect(page.locator('#message')).toHaveText('No daily deal: the solver could not be loaded.', { timeout: 30_000 });
  });
});
