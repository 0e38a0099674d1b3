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

/** Opens `query` on a clean storage with the difficulty `difficulty` chosen. */
async function openWithDifficulty(page, query, difficulty) {
  await page.goto('/index.html?blank');
  await page.evaluate((d) => {
    localStorage.clear();
    localStorage.setItem('freecell.settings', JSON.stringify({ difficulty: d }));
  }, difficulty);
  await page.goto(`/index.html?${query}`);
  await page.waitForSelector('html[data-ready]');
}

const radio = (page, value) => page.locator(`#difficulty input[value="${value}"]`);

test.describe('a difficulty the game chosen has no deal of', () => {
  test('the New game dialog greys out what FreeCell with 1 free cell cannot give, and deals the nearest', async ({ page }) => {
    await openWithDifficulty(page, 'deal=1', 'easy');
    await page.locator('#new-game').click();
    await expect(radio(page, 'easy')).toBeChecked();
    await expect(radio(page, 'easy')).toBeEnabled();
    await page.locator('#cells-select').selectOption('1');
    // The engine's grades: with one free cell none is spared, so no deal is Easy or Medium.
    await expect(radio(page, 'easy')).toBeDisabled();
    await expect(radio(page, 'medium')).toBeDisabled();
    await expect(radio(page, 'hard')).toBeEnabled();
    await expect(radio(page, 'any')).toBeEnabled();
    await expect(radio(page, 'hard')).toBeChecked();
    await expect(page.locator('#grades-note')).toHaveText('The difficulties greyed out have no deals in this game with these free cells.');
    // Back to four cells: every difficulty again.
    await page.locator('#cells-select').selectOption('4');
    await expect(radio(page, 'easy')).toBeEnabled();
    await expect(page.locator('#grades-note')).toBeHidden();
    await page.locator('#cells-select').selectOption('1');
    await expect(radio(page, 'hard')).toBeChecked();
    await page.locator('#deal-play').click();
    await expect(page.locator('#message')).toHaveText(/^Deal \d+, Hard\.$/, { timeout: 15_000 });
    await expect(page).toHaveURL(/[?&]cells=1\b/);
  });

  test('asked for at once (an address naming the game), it says so at once and offers the nearest', async ({ page }) => {
    await openWithDifficulty(page, 'deal=1', 'easy');
    await expect(page.locator('#solvable')).toHaveText('Winnable'); // the solver is loaded
    const before = await page.evaluate(() => window.freecell.position());
    await page.evaluate(() => {
      history.replaceState(null, '', '/index.html');
      location.hash = 'game=freecell&cells=1';
    });
    const said = 'With these free cells, no deal of this game is easy. Hard, the nearest that deals, is chosen: press Play.';
    await expect(page.locator('#message')).toHaveText(said, { timeout: 3_000 });
    await expect(page.locator('#new-game-dialog')).toBeVisible();
    await expect(page.locator('#deal-note')).toHaveText(said);
    await expect(page.locator('#cells-select')).toHaveValue('1');
    await expect(radio(page, 'hard')).toBeChecked();
    expect(await page.evaluate(() => window.freecell.position())).toBe(before); // nothing dealt meanwhile
  });

  test('none found within the dealer\'s time: said, and the nearest grade seen is offered', async ({ page }) => {
    // Every deal the dealer's worker grades comes out Medium: no Hard deal can turn up.
    await page.route('**/www/solver-worker.js', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const call = 'const graded = gradeDeal(deal, game);';
      expect(text).toContain(call);
      await route.fulfill({ response, body: text.replace(call, "const graded = { ...gradeDeal(deal, game), grade: 'medium' };") });
    });
    await openWithDifficulty(page, 'deal=1', 'hard');
    await expect(page.locator('#solvable')).toHaveText('Winnable');
    await page.locator('#new-game').click();
    await page.locator('#deal-play').click();
    await expect(page.locator('#message')).toHaveText('Finding a hard deal…');
    const said = 'No hard deal turned up in a few seconds of looking. Medium, the nearest that deals, is chosen: press Play.';
    await expect(page.locator('#message')).toHaveText(said, { timeout: 12_000 });
    await expect(page.locator('#deal-note')).toHaveText(said);
    await expect(radio(page, 'medium')).toBeChecked();
    await page.locator('#deal-play').click();
    await expect(page.locator('#message')).toHaveText(/^Deal \d+, Medium\.$/, { timeout: 15_000 });
  });
});
