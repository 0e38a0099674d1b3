// Faults of the page found by trying to break it (issue 32, items 10 to 13
// and 17): a difficulty that never deals, a solver whose wasm never comes,
// the daily deal's words, the win dialog's words and layout, and the
// solver's wasm fetched once for both workers.
import { test, expect } from '@playwright/test';
import { open, winBySolver, chooseSetting } from './helpers.js';

const SOLVER_WASM = '/www/pkg/freecell_solver_bg.wasm';

// Some tests serve the page files of their making with page.route, which
// never sees what a service worker answers, and the wasm's fetches are
// counted from the page: no service worker here (offline.spec.js runs the
// page served by it).
test.use({ serviceWorkers: 'block' });

test('a first visit fetches the solver\'s wasm once, for both workers', async ({ page }) => {
  // A new context's storage is empty: one load only, so that no earlier
  // page's late fetch is counted.
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

  /**
   * Moves the page's clock on, four seconds at a time, until `locator` shows
   * `text`: the page's wait for the wasm (LOAD_LIMIT, 10 s) runs out
   * without the test waiting it out.
   */
  async function untilShown(page, locator, text) {
    await expect(async () => {
      await page.clock.fastForward(4000);
      await expect(locator).toHaveText(text, { timeout: 200 });
    }).toPass({ timeout: 30_000, intervals: [0] });
  }

  test('the bar and Hint say the solver could not be loaded', async ({ page }) => {
    await page.clock.install();
    await open(page, 'deal=1');
    await untilShown(page, page.locator('#solvable'), 'Unknown (the solver could not be loaded)');
    await page.locator('#hint').click();
    await untilShown(page, page.locator('#message'), 'No hint: the solver could not be loaded.');
  });

  test('a daily link says the solver could not be loaded', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T12:00:00') });
    await open(page, 'daily=2026-11-20');
    await untilShown(page, page.locator('#message'), 'No daily deal: the solver could not be loaded.');
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
    // The worker grades 40 deals before its time may run out: long on a busy machine.
    await expect(page.locator('#message')).toHaveText(said, { timeout: 60_000 });
    await expect(page.locator('#deal-note')).toHaveText(said);
    await expect(radio(page, 'medium')).toBeChecked();
    await page.locator('#deal-play').click();
    await expect(page.locator('#message')).toHaveText(/^Deal \d+, Medium\.$/, { timeout: 15_000 });
  });
});

/** A Monday (its daily deal is easy: quick to win in the test), at noon local time. */
const MONDAY = '2026-11-23';
const noonOf = (date) => new Date(`${date}T12:00:00`);

/** Opens `query` on a clean storage with the page's clock on `date`. */
async function openOn(page, date, query) {
  await page.clock.setFixedTime(noonOf(date));
  await open(page, query);
}

/** Wins the game shown through window.freecell with the solver's moves (autoplay off); returns their count. */
async function win(page) {
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('freecell.settings') ?? '{}');
    localStorage.setItem('freecell.settings', JSON.stringify({ ...settings, autoplay: 'off' }));
  });
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  return winBySolver(page);
}

test.describe('the daily deal\'s words', () => {
  test('a date that is fine but whose game has no deal that day says so, not that the date has none', async ({ page }) => {
    await openOn(page, '2026-12-02', 'daily=2026-12-02&game=eight-off&cells=0');
    await expect(page.locator('#message')).toHaveText('No daily deal: no deal of this game with these free cells that the solver wins turned up for that day.', { timeout: 30_000 });
  });

  test('a date that is no day opens today\'s daily deal, saying why, as a date after today does', async ({ page }) => {
    await openOn(page, MONDAY, 'daily=2026-02-30');
    await expect.poll(() => page.evaluate(() => window.freecell.daily()), { timeout: 30_000 }).toBe(MONDAY);
    await expect(page.locator('#message')).toHaveText(/^[^]*30[^]*\. Today's daily deal is shown instead\.$/);
    await expect(page).toHaveURL(new RegExp(`daily=${MONDAY}`));
    // Named by the address later (the page open; Back to such an address): the same.
    await page.evaluate(() => {
      history.pushState(null, '', '/index.html?daily=2026-13-01');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('#message')).toHaveText('A month is 1 to 12, not 13. Today\'s daily deal is shown instead.');
    await expect(page.locator('#message')).toContainText('Today\'s daily deal is shown instead.');
    expect(await page.evaluate(() => window.freecell.daily())).toBe(MONDAY);
  });

  test('a past day\'s deal won: the dialog gives its result and the streak as it stands, Share\'s note is in the dialog', async ({ page, context }) => {
    await openOn(page, MONDAY, 'daily=2026-11-20');
    await expect.poll(() => page.evaluate(() => window.freecell.daily()), { timeout: 30_000 }).toBe('2026-11-20');
    const moves = await win(page);
    const text = page.locator('#win-text');
    await expect(text).toContainText(`The daily deal of 20 November 2026 solved in ${moves} moves`);
    await expect(text).toContainText('Won after its day, this deal leaves the daily streak as it stands: 0 (best 0).');
    await expect(text).not.toContainText('Daily streak 0');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => { delete navigator.share; });
    await page.locator('#win-share').click();
    await expect(page.locator('#win-note')).toHaveText('Your result is copied, with the link to the day\'s deal.');
    await expect(page.locator('#win-note')).toBeVisible();
    await expect(page.locator('#message')).toHaveText('');
    await page.locator('#win-copy').click();
    await expect(page.locator('#win-note')).toHaveText('The link to this game is copied: it replays every move.');
  });

  test('today\'s daily deal won and opened again is shown won, saying so, with Restart to play it again', async ({ page }) => {
    await openOn(page, MONDAY, 'daily');
    await expect.poll(() => page.evaluate(() => window.freecell.daily()), { timeout: 30_000 }).toBe(MONDAY);
    const moves = await win(page);
    await page.locator('#win-close').click();
    await page.evaluate(() => window.freecell.deal(1));
    await expect.poll(() => page.evaluate(() => window.freecell.daily())).toBeNull();
    await page.evaluate(() => { location.hash = 'daily'; });
    await expect(page.locator('#message')).toHaveText(`You won this daily deal already, in ${moves} moves: it is shown as you won it. Restart plays it again.`);
    expect(await page.evaluate(() => [window.freecell.daily(), window.freecell.won(), window.freecell.moves()])).toEqual([MONDAY, true, moves]);
    await expect(page.locator('dialog#win')).toBeHidden();
    await expect(page.locator('#restart')).toBeEnabled();
  });
});

test.describe('the title and the win dialog', () => {
  test('the title is read as it shows, with no stray spaces', async ({ page }) => {
    await open(page, 'game=bakers-game&deal=5');
    await expect(page.locator('#title')).toHaveAccessibleName("Baker's Game: deal 5");
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName("Baker's Game: deal 5");
    await open(page, 'deal=5', { clear: false });
    await expect(page.locator('#title')).toHaveAccessibleName('Deal 5');
  });

  /** The rows the win dialog's buttons shown take: their distinct tops. */
  async function buttonRows(page) {
    return page.locator('#win .win-buttons button:not([hidden])').evaluateAll((buttons) => [...new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)))].length);
  }

  test.describe('in German', () => {
    test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    test('a won deal\'s four buttons at 1280x800 share one row, none of their words wrapped', async ({ page }) => {
      await open(page, 'deal=5');
      await chooseSetting(page, 'autoplay', 'off');
      await winBySolver(page);
      await expect(page.locator('#win-challenge')).toBeVisible();
      expect(await page.locator('#win .win-buttons button:not([hidden])').count()).toBe(4);
      expect(await buttonRows(page)).toBe(1);
      // The lines each button's words take.
      const lines = await page.locator('#win .win-buttons button:not([hidden])').evaluateAll((b) => b.map((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }));
      expect(lines).toEqual([1, 1, 1, 1]);
    });
  });

  for (const [width, height, rows] of [[1280, 800, 1], [390, 844, 2]]) {
    test(`the win dialog's buttons at ${width}x${height}: ${rows === 1 ? 'one row' : 'two a row'}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await open(page, 'deal=1');
      const near = await page.evaluate(() => window.freecell.position());
      expect(near).toBeTruthy();
      // A position one move from the win: every foundation full but the hearts' queen and king.
      const suits = (s, n) => [...'A23456789TJQK'.slice(0, n)].map((r) => `${r}${s}`);
      const text = [['KH'], ['QH'], [], [], [], [], [], [], [], [], [], [], suits('C', 13), suits('D', 13), suits('S', 13), suits('H', 11)].map((p) => p.join('')).join('/');
      await page.evaluate((t) => window.freecell.load(t), text);
      await page.evaluate(() => window.freecell.play('2h'));
      await expect(page.locator('dialog#win')).toBeVisible();
      await expect(page.locator('#win-text')).toContainText('This position solved in 1 move');
      expect(await buttonRows(page)).toBe(rows);
      if (rows === 2) {
        // Two a row, as wide as each other; the one left alone takes the row.
        const boxes = await page.locator('#win .win-buttons button:not([hidden])').evaluateAll((b) => b.map((e) => Math.round(e.getBoundingClientRect().width)));
        expect(boxes[0]).toBe(boxes[1]);
        expect(boxes[2]).toBeGreaterThan(boxes[0]);
      }
      await page.screenshot({ path: `test-results/win-${width}x${height}.png` });
      for (const lang of ['de', 'fr', 'es', 'pl']) {
        await page.evaluate(() => document.querySelector('dialog#win').close());
        await page.evaluate((l) => {
          const settings = JSON.parse(localStorage.getItem('freecell.settings') ?? '{}');
          localStorage.setItem('freecell.settings', JSON.stringify({ ...settings, language: l }));
        }, lang);
        await page.reload();
        await page.waitForSelector('html[data-ready]');
        await page.evaluate((t) => window.freecell.load(t), text);
        await page.evaluate(() => window.freecell.play('2h'));
        await expect(page.locator('dialog#win')).toBeVisible();
        expect(await buttonRows(page), lang).toBe(rows);
      }
    });
  }
});

test('the part of the page loaded after the board (extras.js) failing to arrive: the board still plays and saves, and what needs it says to reload', async ({ page }) => {
  await page.route(/\/www\/app-extras-\w+\.js$/, (route) => route.abort('internetdisconnected'));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, 'deal=1');
  const missing = 'Part of the page could not be loaded (New game, Hint, the dialogs, the sounds): reload the page to try again. Your game is saved.';
  await expect(page.locator('#message')).toHaveText(missing);
  await page.locator('[data-card="8C"]').dblclick();
  await expect(page.locator('#moves')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1'))?.play.history.length ?? 0)).toBe(2);
  for (const button of ['#new-game', '#hint']) {
    await page.evaluate(() => { document.querySelector('#message').textContent = ''; });
    await page.locator(button).click();
    await expect(page.locator('#message'), button).toHaveText(missing);
  }
  // The key for New game too.
  await page.evaluate(() => { document.querySelector('#message').textContent = ''; });
  await page.locator('#board').focus();
  await page.keyboard.press('n');
  await expect(page.locator('#message')).toHaveText(missing);
  await expect(page.locator('#new-game-dialog')).toBeHidden();
  // What waited on extras.js (the moves' hooks, the buttons) was let go: no error left uncaught.
  expect(errors).toEqual([]);
  // A reload with the network back brings it.
  await page.unroute(/\/www\/app-extras-\w+\.js$/);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#moves')).toHaveText('1');
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-dialog')).toBeVisible();
});

test('a daily deal\'s link, or a link with moves, whose extras.js does not arrive still opens a game to play, and says to reload', async ({ page }) => {
  await page.route(/\/www\/app-extras-\w+\.js$/, (route) => route.abort('internetdisconnected'));
  // The daily deal is chosen by the dealer, which comes with extras.js: a game of its own is shown instead.
  await open(page, 'daily');
  await expect(page.locator('#message')).toContainText('Part of the page could not be loaded');
  await expect(page.locator('#board [data-card]')).toHaveCount(52);
  // The link's moves are replayed by extras.js: its deal is shown as dealt.
  await open(page, 'deal=617&moves=4a,46');
  await expect(page.locator('#message')).toContainText('Part of the page could not be loaded');
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await expect(page.locator('#moves')).toHaveText('0');
  await page.locator('[data-card="JD"]').dblclick(); // cascade 1's top card, to a free cell
  await expect(page.locator('#moves')).toHaveText('1');
});
