// The solver in the page: it runs in a worker, so the page stays playable
// while it thinks; hints, playing a solution, and the winnable status.
import { test, expect } from '@playwright/test';
import {
  open, pile, card, expectPile, grabPoint, dropPoint, mouseDrag, chooseSetting, fromMenu, savedPosition,
} from './helpers.js';
import { trackSolveSteps, solveSteps, solveStepsRunOut, afterFrames } from './waits.js';

/**
 * The move count once the bar shows the game's own (it is drawn a frame
 * after a move): what a test notes before checking that nothing more is
 * played.
 */
async function movesShown(page) {
  const made = String(await page.evaluate(() => window.freecell.moves()));
  await expect(page.locator('#moves')).toHaveText(made);
  return made;
}

// Several tests here serve the page a solver worker of their making with
// page.route, which never sees what a service worker answers: this file
// runs without the page's service worker (offline.spec.js runs the solver
// served by it).
test.use({ serviceWorkers: 'block' });
// Solve's pace between moves (260 ms at the normal speed) is what several tests here are about.
test.use({ reducedMotion: 'no-preference' });

/** Serves the page a solver worker that runs `code` before each solve (it sees `position` and `options`). */
async function beforeEachSolve(page, code) {
  await page.route('**/www/solver-worker.js', async (route) => {
    const response = await route.fetch();
    const solveCall = 'const found = solve(position, options);';
    const text = await response.text();
    expect(text).toContain(solveCall);
    await route.fulfill({ response, body: text.replace(solveCall, `${code} ${solveCall}`) });
  });
}

/**
 * Holds every answer of the page's workers until the test calls
 * `window.releaseSolverAnswers()`: the page sees its solver thinking for as
 * long as the test needs, on a fast machine or a loaded one. The answers of
 * a worker the page has ended are dropped, as the browser drops them.
 */
async function holdSolverAnswers(page) {
  await page.addInitScript(() => {
    const held = [];
    let holding = true;
    window.releaseSolverAnswers = () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    };
    const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      configurable: true,
      get: onmessage.get,
      set(handler) {
        const worker = this;
        onmessage.set.call(this, handler && ((event) => {
          if (!holding) handler.call(worker, event);
          else held.push(() => { if (!worker.ended) handler.call(worker, event); });
        }));
      },
    });
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function end() {
      this.ended = true;
      return terminate.call(this);
    };
  });
}

test('the status says whether the position can still be won', async ({ page }) => {
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await open(page, 'deal=11982'); // the one Microsoft deal (of the first 32,000) with no solution
  await expect(page.locator('#solvable')).toHaveText('Not winnable from here');
});

/** What a second press of Hint says: the card(s) and where they go. */
const LIT = /^Hint 2 of 3: the .+ (onto the \w+ of \w+|to free cell [a-d]|to its foundation|to an empty cascade \(cascade [1-8]\))\.$/;

test('a hint, pressed twice, lights up a legal next move of a solution', async ({ page }) => {
  await open(page, 'deal=1');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: /);
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(LIT);
  const cards = page.locator('.card.hint');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.pile.hint')).toHaveCount(1);
  const code = await cards.first().getAttribute('data-card');
  const to = await page.locator('.pile.hint').getAttribute('data-pile');
  // Playing the hinted move is accepted.
  await mouseDrag(page, await grabPoint(page, code), await dropPoint(page, to));
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(page.locator('.card.hint')).toHaveCount(0);
});

test('while the solver thinks, the page still takes a drag; the hint then comes for the new position', async ({ page }) => {
  // The worker's answers reach the page only once the drag is made, however
  // long the drag takes, so the page is still waiting for its solver meanwhile.
  await holdSolverAnswers(page);
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Checking…');
  await page.locator('#hint').click();
  await mouseDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['8C']);
  await expect(page.locator('#message')).not.toContainText('Hint');
  await expect(page.locator('#hint')).toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => window.releaseSolverAnswers());
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the', { timeout: 15_000 });
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(LIT);
  // The hint is a legal move of the position after the drag (any empty free
  // cell will do: wasm lists only the first).
  const anyFreeCell = (id) => id.replace(/^freecell-\d$/, 'freecell');
  const hinted = {
    card: await page.locator('.card.hint').first().getAttribute('data-card'),
    to: anyFreeCell(await page.locator('.pile.hint').getAttribute('data-pile')),
  };
  const legal = await page.evaluate(() => {
    const kinds = ['freecell', 'foundation', 'cascade'];
    return window.freecell.legalMoves().map((m) => {
      const cards = [...document.querySelector(`[data-pile="${kinds[m.from.cell]}-${m.from.index}"]`).children];
      return { card: cards[cards.length - m.count].dataset.card, to: `${kinds[m.to.cell]}-${m.to.index}` };
    });
  });
  for (const m of legal) m.to = anyFreeCell(m.to);
  expect(legal).toContainEqual(hinted);
});

test('a followed hint is answered from the solution already found: the worker solves once', async ({ page }) => {
  await beforeEachSolve(page, 'self.solves = (self.solves ?? 0) + 1;');
  await open(page, 'deal=1');
  await chooseSetting(page, 'autoplay', 'off'); // the solution names every foundation move itself
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  for (let k = 1; k <= 3; k += 1) {
    await page.locator('#hint').click();
    await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: /);
    await page.locator('#hint').click();
    await expect(page.locator('.pile.hint')).toHaveCount(1);
    const code = await page.locator('.card.hint').first().getAttribute('data-card');
    const to = await page.locator('.pile.hint').getAttribute('data-pile');
    await mouseDrag(page, await grabPoint(page, code), await dropPoint(page, to));
    await expect(page.locator('#moves')).toHaveText(String(k));
    await expect(page.locator('#solvable')).toHaveText('Winnable');
  }
  const solves = await Promise.all(page.workers().map((w) => w.evaluate(() => self.solves ?? 0)));
  expect(solves.reduce((a, b) => a + b, 0)).toBe(1);
});

test('Solve plays the game to the win, move by move, in par\'s moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, 'deal=1');
  await expect(page.locator('#par')).toHaveText(/^Par \d+$/);
  const par = (await page.locator('#par').textContent()).match(/\d+/)[0];
  await fromMenu(page, '#solve');
  await expect(page.locator('#solve')).toHaveText('Stop');
  await expect(page.locator('dialog#win')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#solve')).toHaveText('Solve');
  // Played as the player would, with their autoplay: par's count.
  await expect(page.locator('#moves')).toHaveText(par);
  // The solver's win is not the player's: not greeted as won; played, not won, no record set.
  await expect(page.locator('#win-title')).toHaveText('Solved');
  await expect(page.locator('#win-text')).toContainText('so it does not count as a win');
  await expect(page.locator('#win-text')).toContainText('Played 1, won 0, streak 0');
  // The last move's save lands a moment after it (once its revision is claimed).
  const won = await page.evaluate(() => window.freecell.position());
  await expect.poll(() => savedPosition(page, 'freecell/4/deal/1')).toBe(won);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')).play);
  expect(saved.wonAt).toBeNull();
  expect(saved.hints.given).toBeGreaterThan(50);
});

test('Solve can be stopped', async ({ page }) => {
  await trackSolveSteps(page);
  await open(page, 'deal=1');
  await fromMenu(page, '#solve');
  await expect.poll(async () => Number(await page.locator('#moves').textContent())).toBeGreaterThanOrEqual(3);
  await fromMenu(page, '#solve');
  await expect(page.locator('#solve')).toHaveText('Solve');
  const stopped = await movesShown(page);
  // Nothing more is played: the wait for its next move runs out, and none comes.
  await solveStepsRunOut(page);
  await expect(page.locator('#moves')).toHaveText(stopped);
  await expect(pile(page, 'cascade-0')).toBeVisible();
  await expect(card(page, 'AS')).toBeVisible();
});

test('Solve waits while a dialog is open, and goes on when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await trackSolveSteps(page);
  await open(page, 'deal=617');
  await fromMenu(page, '#solve');
  await expect.poll(async () => Number(await page.locator('#moves').textContent())).toBeGreaterThanOrEqual(2);
  if (await page.locator('#menu').isVisible()) await page.locator('#menu').click();
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#settings')).toBeVisible();
  const paused = await movesShown(page);
  // The wait for the next move runs out, and Solve looks at the dialog twice since: nothing is played behind it.
  const before = await solveSteps(page);
  await page.waitForFunction(({ set, fired }) => window.__solveSteps.fired[260] >= set[260] && window.__solveSteps.fired[100] >= fired[100] + 2, before);
  await afterFrames(page);
  await expect(page.locator('#moves')).toHaveText(paused);
  await page.locator('#settings-done').click();
  await expect.poll(async () => Number(await page.locator('#moves').textContent())).toBeGreaterThan(Number(paused));
  await expect(page.locator('#solve')).toHaveText('Stop');
});

test('asking for a hint or a solution stops Solve: the answer is about the position it stopped at', async ({ page }) => {
  await trackSolveSteps(page);
  for (const ask of ['#hint', '#watch']) {
    await open(page, 'deal=1');
    await fromMenu(page, '#solve');
    await expect.poll(async () => Number(await page.locator('#moves').textContent())).toBeGreaterThanOrEqual(2);
    if (!(await page.locator(ask).isVisible())) await page.locator('#menu').click();
    await page.locator(ask).click();
    await expect(page.locator('#solve')).toHaveText('Solve');
    const stopped = await movesShown(page);
    await solveStepsRunOut(page); // the wait for its next move runs out, and none comes
    await expect(page.locator('#moves')).toHaveText(stopped);
  }
});

test('the bar keeps its height whatever the status and par say, at any width from 320 px (a re-wrap would resize every card)', async ({ page }) => {
  test.setTimeout(90_000); // 139 window sizes, each laid out again
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  const texts = ['Checking…', 'Winnable', 'Not winnable from here', 'Unknown (solver gave up)', 'Won'];
  const pars = ['Par …', 'Par 8', 'Par 154', 'Par unknown', 'No par'];
  for (let width = 320; width <= 1700; width += 10) {
    await page.setViewportSize({ width, height: 800 });
    const heights = await page.evaluate(([all, parTexts]) => {
      const status = document.getElementById('solvable');
      const solve = document.getElementById('solve');
      const par = document.getElementById('par');
      const bar = document.getElementById('bar');
      const out = new Set();
      for (const label of ['Solve', 'Stop']) {
        solve.textContent = label;
        for (const t of all) {
          status.textContent = t;
          for (const p of parTexts) {
            par.textContent = p;
            out.add(bar.offsetHeight);
          }
        }
      }
      solve.textContent = 'Solve';
      return [...out];
    }, [texts, pars]);
    expect(heights, `bar heights at ${width} px`).toHaveLength(1);
  }
});

test('the page\'s thread runs the rules\' wasm alone; the solver\'s is fetched once and run by the workers', async ({ page }) => {
  // A new context's storage is empty: one load only, so that no earlier
  // page's late fetch is counted.
  const fetched = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) fetched.push(new URL(r.url()).pathname); });
  await page.goto('/index.html?deal=1');
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#solvable')).toHaveText('Winnable'); // answered by the solver's worker
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the');
  await expect(page.locator('#grade')).not.toHaveText(''); // graded by the dealer's worker
  // The page's thread fetched each wasm once: the solver's it compiles for
  // both workers (solver-wasm.js), which fetch none themselves.
  const pageFetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm')));
  expect(pageFetched.sort()).toEqual(['/www/pkg/freecell_bg.wasm', '/www/pkg/freecell_solver_bg.wasm']);
  expect(fetched.sort()).toEqual(['/www/pkg/freecell_bg.wasm', '/www/pkg/freecell_solver_bg.wasm']);
  for (const worker of page.workers()) {
    const own = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm')));
    expect(own, worker.url()).toEqual([]);
  }
  // The rules' wasm exports no solver; the solver's does (its JavaScript glue too).
  const exported = await page.evaluate(`(async () => {
    const exports = async (url) => WebAssembly.Module.exports(await WebAssembly.compileStreaming(fetch(url))).map((e) => e.name);
    const rules = await import('/www/pkg/freecell.js');
    const solver = await import('/www/pkg/freecell_solver.js');
    return {
      rules: await exports('/www/pkg/freecell_bg.wasm'),
      solver: await exports('/www/pkg/freecell_solver_bg.wasm'),
      rulesGlue: Object.keys(rules),
      solverGlue: Object.keys(solver),
    };
  })()`);
  for (const name of ['solve', 'gradeDeal']) {
    expect(exported.rules).not.toContain(name);
    expect(exported.rulesGlue).not.toContain(name);
    expect(exported.solver).toContain(name);
    expect(exported.solverGlue).toContain(name);
  }
  for (const name of ['gameboard_fromDeal', 'gameboard_legalMoves', 'games']) {
    expect(exported.rules).toContain(name);
    expect(exported.solver).toContain(name);
  }
});

test('a question the worker has been on for long is cut short when the player moves: a new worker answers for the new position', async ({ page }) => {
  // A question about a deal as dealt (free cells and foundations empty) never
  // ends in the time of the test, in whichever worker is asked it; any other
  // question is answered at once.
  // (Spinning by position, not by worker count: open() first loads another
  // page, whose worker may or may not be fetched before it is left.)
  await beforeEachSolve(page, 'if (position.split("/").slice(8).join("") === "") while (true);');
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Checking…');
  // Cutting short needs the question to have run for over 400 ms (solver.js): the
  // rule is about time itself, so no state of the page can be waited for instead.
  await page.waitForTimeout(600);
  await mouseDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['8C']);
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3: look at the');
  await expect(page.locator('#hint')).not.toHaveAttribute('aria-busy');
});
