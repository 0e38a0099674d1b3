// The solver as a coach: "Take me back" after a game lost on purpose
// (checked against the native solver), hints in three steps, par and the
// win dialog's comparison, watching a solution, and games replayed from a
// link.
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import {
  open, card, pile, codes, expectPile, chooseSetting, DEAL_1, fromMenu, NEAR_WIN, savedRecord, savedPosition,
} from './helpers.js';
import { axe } from './axe.js';

/** Plays moves in the standard notation through the page, as a player with the default autoplay; returns the position after each. */
async function playMoves(page, moves) {
  return page.evaluate((list) => list.map((m) => {
    if (!window.freecell.play(m)) throw new Error(`the page refused ${m}`);
    return window.freecell.position();
  }), moves);
}

const gameLink = (query) => `/index.html?${query}`;

/** Deal 2, played by the solver for a while, then badly until lost, then on a few moves past the loss. */
const LOST_DEAL_2 = '6a,64,62,16,7b,74,67,61,56,3c,21,7d,76,67,a2,1a,d7,2d,d2,1d,d1,8d,a1,7a,76,a6,51,53,54,2a,73,82,d4,2d,'
  + '57,a2,65,5a,53,45,a3,8a,28,54,85,d2,8d,36,63,36,63,36';

/** The corner index ('10♦') of the card (the lowest of a run) that `move` moves from `pos`, read by wasm. */
function leadCard(page, pos, move) {
  return page.evaluate(async ([p, mv]) => {
    const { GameBoard } = await import('./www/pkg/freecell.js');
    const board = GameBoard.fromText(p);
    const m = board.parseMove(mv);
    const cards = board.getCell(m.from.cell, m.from.index);
    const c = cards[cards.length - m.count];
    return `${['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][c.rank]}${{ C: '♣', D: '♦', H: '♥', S: '♠' }[c.suit]}`;
  }, [pos, move]);
}

test.describe('where did I go wrong', () => {
  /** The command-line solver, built natively: the page's coach is checked against it. */
  const cli = 'target/release-native/freecell';
  test.beforeAll(() => {
    test.setTimeout(600_000);
    execFileSync('cargo', ['build', '--profile', 'release-native', '-p', 'freecell-cli', '--quiet'], { stdio: 'inherit' });
  });
  const nativeVerdict = (pos) => {
    const line = execFileSync(cli, ['solve', '--position', pos], { encoding: 'utf8' }).trim();
    return line === 'impossible' ? 'impossible' : line === 'gave up' ? 'gave up' : 'solved';
  };

  test('a game lost on purpose: Take me back names the move that lost it, as the native solver finds it, and goes back there as one undoable step', async ({ page }) => {
    const moves = LOST_DEAL_2.split(',');
    await open(page, 'deal=2');
    const positions = [await page.evaluate(() => window.freecell.position()), ...await playMoves(page, moves)];
    await expect(page.locator('#solvable')).toHaveText('Not winnable from here');
    // Natively: every position up to some move is winnable, every one after it is not.
    const verdicts = positions.map(nativeVerdict);
    const lost = verdicts.indexOf('impossible');
    expect(lost).toBeGreaterThan(0);
    expect(verdicts.slice(0, lost).every((v) => v === 'solved')).toBe(true);
    expect(verdicts.slice(lost).every((v) => v === 'impossible')).toBe(true);
    expect(lost).toBeLessThan(moves.length); // the loss is not the last move: the search has to look back
    expect(lost).toBe(47); // the test below relies on it

    const offer = page.locator('#coach');
    await expect(offer).toBeVisible();
    await expect(page.locator('#coach-text')).toContainText(`at move ${lost} made it unwinnable`, { timeout: 20_000 });
    // It names the card that move moved (its corner index, e.g. 10♦).
    const lead = await leadCard(page, positions[lost - 1], moves[lost - 1]);
    await expect(page.locator('#coach-text')).toHaveText(new RegExp(`^Moving the ${lead}\\uFE0E? `));
    await page.getByRole('button', { name: 'Take me back' }).click();
    expect(await page.evaluate(() => window.freecell.position())).toBe(positions[lost - 1]);
    await expect(page.locator('#moves')).toHaveText(String(lost - 1));
    await expect(page.locator('#solvable')).toHaveText('Winnable');
    await expect(offer).toBeHidden();
    // One undo returns to where the game was.
    await page.locator('#undo').click();
    expect(await page.evaluate(() => window.freecell.position())).toBe(positions.at(-1));
    await expect(page.locator('#moves')).toHaveText(String(moves.length));
  });
});

test.describe('where the solver gives up', () => {
  test.use({ serviceWorkers: 'block' }); // the solver worker is served by page.route, which a service worker would bypass

  test('where the solver gives up on positions, Take me back says so, names no move, and goes to the last position proven winnable', async ({ page }) => {
    // Every question in the coach's own (fast) mode gives up; only the status's answers (short mode) are known.
    await page.route('**/www/solver-worker.js', async (route) => {
      const response = await route.fetch();
      const solveCall = 'const found = solve(position, options);';
      const text = await response.text();
      expect(text).toContain(solveCall);
      const giveUp = 'if (options.mode === "fast") { self.postMessage({ id, position, result: "gave up", moves: [], positions: [], explored: 0 }); return; }';
      await route.fulfill({ response, body: text.replace(solveCall, `${giveUp} ${solveCall}`) });
    });
    const moves = LOST_DEAL_2.split(',');
    await open(page, 'deal=2');
    // The first 30 moves one by one, each answered "winnable"; the rest at once, so only the last position's status is known.
    for (const m of moves.slice(0, 30)) {
      await playMoves(page, [m]);
      await expect(page.locator('#solvable')).toHaveText('Winnable');
    }
    await playMoves(page, moves.slice(30));
    await expect(page.locator('#solvable')).toHaveText('Not winnable from here');
    const text = page.locator('#coach-text');
    await expect(text).toContainText('The solver gave up on positions between move ');
    await expect(text).not.toContainText('made it unwinnable');
    const [, from, to, target] = (await text.textContent()).match(/between move (\d+) and move (\d+), .* goes to move (\d+),/);
    // The range holds the move that lost the game (47, as the native solver finds in the test above).
    expect(Number(from)).toBeGreaterThanOrEqual(30);
    expect(Number(from)).toBeLessThan(47);
    expect(Number(to)).toBeGreaterThanOrEqual(47);
    expect(target).toBe(from);
    await page.getByRole('button', { name: 'Take me back' }).click();
    await expect(page.locator('#moves')).toHaveText(target);
    await expect(page.locator('#solvable')).toHaveText('Winnable');
  });
});

test('a hint or a solution asked at the start of a deal that cannot be won says so, with nothing to undo', async ({ page }) => {
  await open(page, 'deal=11982');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText('No solution: this deal cannot be won, even from the start.');
  await fromMenu(page, '#watch');
  await expect(page.locator('#message')).toHaveText('No solution: this deal cannot be won, even from the start.');
});

test('a hint\'s words go when Undo takes the position away', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '8C').dblclick(); // any move, to have one to undo
  await expect(page.locator('#moves')).toHaveText('1');
  await page.locator('#hint').click();
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint 2 of 3: /);
  await page.locator('#undo').click();
  await expect(page.locator('#moves')).toHaveText('0');
  await expect(page.locator('#message')).toHaveText('');
});

test.describe('hints in three steps', () => {
  /** Where the hint points: the lit cards and pile. */
  const lit = async (page) => ({
    nudged: await page.locator('.card.nudge').evaluateAll((els) => els.map((e) => e.dataset.card)),
    cards: await page.locator('.card.hint').evaluateAll((els) => els.map((e) => e.dataset.card)),
    piles: await page.locator('.pile.hint').evaluateAll((els) => els.map((e) => e.dataset.pile)),
  });

  async function threeSteps(page, press) {
    await open(page, 'deal=1');
    await expect(page.locator('#solvable')).toHaveText('Winnable');
    const before = await page.evaluate(() => window.freecell.position());
    // 1: the card to look at, named and softly lit; no target.
    await press();
    await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: look at the (\w+) of (clubs|diamonds|hearts|spades)( and the \d+ cards? on it)?\.$/);
    const [, rank, suit] = (await page.locator('#message').textContent()).match(/look at the (\w+) of (\w+)/);
    // The board is drawn a frame after the message is said.
    await expect(page.locator('.card.nudge')).not.toHaveCount(0);
    const first = await lit(page);
    expect(first.nudged.length).toBeGreaterThan(0);
    expect(first.cards).toEqual([]);
    expect(first.piles).toEqual([]);
    const named = await card(page, first.nudged[0]).getAttribute('aria-label');
    expect(named).toMatch(new RegExp(`^${rank} of ${suit},`));
    // 2: the same card and where it goes, lit and said.
    await press();
    await expect(page.locator('#message')).toHaveText(new RegExp(`^Hint 2 of 3: the ${rank} of ${suit}.* (onto|to) .+\\.$`));
    await expect(page.locator('.card.nudge')).toHaveCount(0);
    await expect(page.locator('.pile.hint')).toHaveCount(1);
    const second = await lit(page);
    expect(second.cards).toEqual(first.nudged);
    expect(second.nudged).toEqual([]);
    expect(second.piles).toHaveLength(1);
    // 3: the move is played: those cards are now on that pile.
    await press();
    await expect(page.locator('#moves')).toHaveText('1');
    await expect(page.locator('#message')).toHaveText(new RegExp(`^Hint 3 of 3, played: the ${rank} of ${suit}`));
    const onTarget = await codes(page, second.piles[0]);
    expect(onTarget.slice(-second.cards.length)).toEqual(second.cards);
    expect(await page.evaluate(() => window.freecell.position())).not.toBe(before);
    // The next press starts again at a nudge, for the new position.
    await press();
    await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: /);
    // The game counts them by level, and keeps the count with the game.
    // The save lands once its revision is claimed (until then there may be no record at all).
    const saved = async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.hints;
    await expect.poll(saved).toEqual({ nudge: 2, lit: 1, played: 1, given: 0 });
  }

  test('by mouse: a nudge, then the card and its target lit, then the move played', async ({ page }) => {
    await threeSteps(page, () => page.locator('#hint').click());
  });

  test('by keyboard: h on the board, or Enter on the Hint button', async ({ page }) => {
    let n = 0;
    await threeSteps(page, async () => {
      n += 1;
      if (n % 2) {
        await pile(page, 'cascade-0').focus();
        await page.keyboard.press('h');
      } else {
        await page.locator('#hint').focus();
        await page.keyboard.press('Enter');
      }
    });
  });

  test('a won game reports the hints it used, in the dialog and the statistics', async ({ page }) => {
    await open(page, `position=${NEAR_WIN}`);
    await page.locator('#hint').click();
    await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3/);
    await page.locator('#hint').click();
    await expect(page.locator('#message')).toHaveText(/^Hint 2 of 3/);
    await page.locator('#hint').click();
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-text')).toContainText('Hints used: 1 nudge, 1 lit, 1 played.');
    // The statistics sum the won games' hints, from the saved game, across a reload.
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await page.locator('dialog#win').evaluate((d) => d.close());
    await fromMenu(page, '#open-stats');
    await expect(page.locator('[data-stat="hints"]')).toHaveText('1 nudge, 1 lit, 1 played');
  });
});

/** A number shown in an element's text ('Par 54' -> 54). */
const numberIn = async (locator) => Number((await locator.textContent()).match(/\d+/)[0]);

test.describe('par', () => {
  test('with autoplay off every move counts, foundation moves too: Solve plays the solver\'s solution and wins in exactly par, which the win dialog says', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'deal=617');
    await expect(page.locator('#par')).toHaveText(/^Par \d+$/);
    const parSafe = await numberIn(page.locator('#par'));
    await chooseSetting(page, 'autoplay', 'off');
    await expect(page.locator('#par')).toHaveText(/^Par \d+$/);
    const parOff = await numberIn(page.locator('#par'));
    expect(parOff).toBeGreaterThan(parSafe); // with autoplay, cards it sends home count nothing
    await fromMenu(page, '#solve');
    await expect(page.locator('dialog#win')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('#win-text')).toContainText(`Deal 617 solved in ${parOff} moves`);
    await expect(page.locator('#win-text')).toContainText(`par ${parOff}, the best found`);
  });

  test('with safe autoplay, the solution the viewer shows has par\'s length, and playing its moves by hand wins in par', async ({ page }) => {
    await open(page, 'deal=1');
    await expect(page.locator('#par')).toHaveText(/^Par \d+$/);
    const par = await numberIn(page.locator('#par'));
    await fromMenu(page, '#watch');
    await expect(page.locator('#viewer-title')).toHaveText(`Solution from here: ${par} moves`);
    await page.locator('#viewer-slider').fill(String(par));
    await expect(page.locator('#viewer-step')).toHaveText(new RegExp(`^Move ${par} of ${par}: `));
    await page.locator('#viewer-continue').click();
    await expect(page.locator('#moves')).toHaveText(String(par));
    // The moves the viewer stepped through, as the player makes them (autoplay does the rest).
    const played = (await page.evaluate(() => window.freecell.line())).filter((m) => !m.endsWith('H'));
    expect(played).toHaveLength(par);
    await fromMenu(page, '#restart');
    await playMoves(page, played);
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-text')).toContainText(`Deal 1 solved in ${par} moves`);
    await expect(page.locator('#win-text')).toContainText(`par ${par}, the best found`);
  });
});

test('watching a solution step by step changes nothing until the player plays on from a step, which is one undoable step', async ({ page }) => {
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  const game = await page.evaluate(() => window.freecell.position());
  const shown = () => Promise.all(['cascade-0', 'cascade-1', 'cascade-2', 'cascade-3', 'cascade-4', 'cascade-5', 'cascade-6', 'cascade-7', 'freecell-0', 'freecell-1', 'freecell-2', 'freecell-3'].map((id) => codes(page, id)));
  const atStart = await shown();
  const labels = () => page.locator('#board [data-pile]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-description')));
  const labelsAtStart = await labels();
  await fromMenu(page, '#watch');
  await expect(page.locator('#viewer')).toBeVisible();
  await expect(page.locator('#viewer-step')).toHaveText('The position now.');
  await expect(page.locator('#viewer-back')).toBeDisabled();
  await page.locator('#viewer-forward').click();
  await expect(page.locator('#viewer-step')).toHaveText(/^Move 1 of \d+: the .+\.$/);
  await expect.poll(shown).not.toEqual(atStart);
  // The step is not the game: it is read (the piles say what they hold there), not played on.
  await expect.poll(labels).not.toEqual(labelsAtStart);
  await page.locator('[data-pile="cascade-0"] [data-card]').last().click();
  await expect(page.locator('#message')).toHaveText('This is a step being watched, not your game: "Play on from here" plays from it.');
  await page.locator('[data-pile="cascade-0"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#board .card.selected')).toHaveCount(0);
  expect(await page.evaluate(() => window.freecell.position())).toBe(game);
  await expect(page.locator('#moves')).toHaveText('0');
  await page.locator('#viewer-back').click();
  await expect.poll(shown).toEqual(atStart);
  // Back at the game's own position, the board is the game: a card is picked up.
  await page.locator('[data-pile="cascade-0"] [data-card]').last().click();
  await expect(page.locator('#board .card.selected')).toHaveCount(1);
  await page.locator('#viewer-slider').fill('3');
  await expect(page.locator('#viewer-step')).toHaveText(/^Move 3 of \d+: /);
  // The board is drawn a frame after the step's text.
  await expect.poll(shown).not.toEqual(atStart);
  const step3 = await shown();
  expect(await page.evaluate(() => window.freecell.position())).toBe(game);
  await page.getByRole('button', { name: 'Play on from here' }).click();
  await expect(page.locator('#viewer')).toBeHidden();
  await expect(page.locator('#moves')).toHaveText('3');
  expect(await shown()).toEqual(step3);
  await page.locator('#undo').click();
  await expect(page.locator('#moves')).toHaveText('0');
  expect(await page.evaluate(() => window.freecell.position())).toBe(game);
});

test('Hint while a solution\'s step is watched ends the watching: the hint is about the game, shown again', async ({ page }) => {
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  const game = await page.evaluate(() => window.freecell.position());
  await fromMenu(page, '#watch');
  for (let k = 1; k <= 3; k += 1) await page.locator('#viewer-forward').click();
  await expect(page.locator('#viewer-step')).toHaveText(/^Move 3 of /);
  await page.locator('#hint').click();
  await expect(page.locator('#viewer')).toBeHidden();
  await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: look at /);
  expect(await page.evaluate(() => window.freecell.position())).toBe(game);
  await expect(page.locator('#board .card.nudge').first()).toBeVisible(); // lit on the game's board
});

test('a hint\'s words go with the position they were about: another deal opened, or the way back to the deal before', async ({ page }) => {
  await open(page, 'deal=1');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: /);
  await page.evaluate(() => window.freecell.deal(2));
  await expect(page.locator('#message')).toHaveText('');
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint 1 of 3: /);
  await page.goBack();
  await expect(page).toHaveURL(/\?deal=1$/);
  await expect(page.locator('#message')).toHaveText('');
});

test('the keyboard\'s focus stays where the player can use it: at an end of the steps it goes to the other way, and leaving the viewer puts it on the board', async ({ page }) => {
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await fromMenu(page, '#watch');
  await expect(page.locator('#viewer')).toBeVisible();
  await page.locator('#viewer-forward').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#viewer-step')).toHaveText(/^Move 1 of /);
  await page.locator('#viewer-back').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#viewer-back')).toBeDisabled();
  await expect(page.locator('#viewer-forward')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.locator('#viewer-continue').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#viewer')).toBeHidden();
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(page.locator('#board [data-pile]:focus')).toHaveCount(1);
  await fromMenu(page, '#watch');
  await expect(page.locator('#viewer')).toBeVisible();
  await page.locator('#viewer-close').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#viewer')).toBeHidden();
  await expect(page.locator('#board [data-pile]:focus')).toHaveCount(1);
});

test.describe('games in links', () => {
  // Deal 617 as the solver wins it, every foundation move written out.
  const WIN_617 = '4a,46,2b,27,47,72,4c,4d,4h,7h,ch,47,74/2,1c,71,7h,74,83,8h,83,d8,16,1h,21,2d,c2,82,87,8h,27,28,2h,4h,4h,6h,4h,6h,6h,52,5c,57,54,5h,5h,4h,8h,7h,34/3,3h,35,3h,3h,ah,dh,38,3h,6h,6h,6h,ch,63,6h,1h,1h,4h,6h,5h,15/3,1h,5h,4h,5h,bh,1a,1h,3h,7h,7h,2h,ah,7h,7h,4h,7h,8h,5h';
  const DEAL_617_CASCADE_0 = '7D TD TH KD 4C 4S JD'.split(' ');

  test('a game won from a link\'s moves is played, not won: its last move by hand still sets no record', async ({ page }) => {
    const moves = WIN_617.split(',');
    await open(page, `deal=617&moves=${moves.slice(0, -1).join(',')}`);
    await page.locator('#viewer-close').click();
    await page.evaluate((last) => window.freecell.play(last), moves.at(-1));
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-text')).toContainText(`${moves.length - 1} of them came from Solve, a solution or a link, so it does not count as a win.`);
    await expect(page.locator('#win-text')).toContainText('Played 1, won 0');
    await expect(page.locator('#win-title')).toHaveText('Solved');
    await expect(page.locator('#live')).toContainText('Solved, with moves given: not counted as a win.');
  });

  test('a link replays its game to the end, every move checked; the step controls watch it from the deal without changing it', async ({ page }) => {
    const moves = WIN_617.split(',');
    await open(page, `deal=617&moves=${WIN_617}`);
    await expect(page).toHaveURL(/\?deal=617$/); // replayed once: a reload resumes the game instead
    await expect(page.locator('#message')).toHaveText(`Replayed ${moves.length} moves from the link. They win the game.`);
    for (const suit of 'CDHS') await expect(page.locator('.foundation .card').filter({ has: page.locator(`[data-card="K${suit}"]`) }).or(card(page, `K${suit}`))).toHaveCount(1);
    expect(await page.evaluate(() => window.freecell.won())).toBe(true);
    await expect(page.locator('#moves')).toHaveText(String(moves.length));
    await expect(page.locator('#viewer-title')).toHaveText(`This game from the start: ${moves.length} moves`);
    await expect(page.locator('#viewer-forward')).toBeDisabled();
    await expect(page.locator('#viewer-step')).toHaveText(new RegExp(`^Move ${moves.length} of ${moves.length}: `));
    const end = await page.evaluate(() => window.freecell.position());
    await page.locator('#viewer-slider').fill('0');
    await expect(page.locator('#viewer-step')).toHaveText('The deal as dealt.');
    await expectPile(page, 'cascade-0', DEAL_617_CASCADE_0);
    for (let k = 1; k <= 4; k += 1) {
      await page.locator('#viewer-forward').click();
      await expect(page.locator('#viewer-step')).toHaveText(new RegExp(`^Move ${k} of ${moves.length}: `));
    }
    await expect(page.locator('#viewer-step')).toHaveText(/^Move 4 of \d+: the 10♠\uFE0E? onto the J♥\uFE0E?\.$/); // 27
    expect(await page.evaluate(() => window.freecell.position())).toBe(end);
    await page.locator('#viewer-slider').fill(String(moves.length));
    await expect(page.locator('#viewer-step')).toHaveText(new RegExp(`^Move ${moves.length} of ${moves.length}: `));
  });

  test('opening a link of a deal in progress keeps that game: undo brings it back', async ({ page }) => {
    await open(page, 'deal=617');
    await playMoves(page, ['4a', '46', '2b']);
    const before = await page.evaluate(() => window.freecell.position());
    await page.goto(gameLink('deal=617&moves=4a,46'));
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('#moves')).toHaveText('2');
    await page.locator('#viewer-close').click();
    await page.locator('#undo').click();
    await expect(page.locator('#moves')).toHaveText('3');
    expect(await page.evaluate(() => window.freecell.position())).toBe(before);
  });

  test('a link\'s moves taken back by Undo are the game\'s no more: the player\'s own win from there counts, after a reload too', async ({ page }) => {
    const moves = WIN_617.split(',');
    await open(page, 'deal=617');
    await chooseSetting(page, 'autoplay', 'off'); // every move of WIN_617 played as written
    await playMoves(page, moves.slice(0, 3));
    await page.goto(gameLink(`deal=617&moves=${moves.slice(0, 5).join(',')}`));
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('#message')).toHaveText('Replayed 5 moves from the link. Undo goes back to your game at move 3.');
    await page.reload(); // the link's step is kept as given in the saved game
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('#moves')).toHaveText('5');
    await page.locator('#undo').click();
    await expect(page.locator('#moves')).toHaveText('3');
    await playMoves(page, moves.slice(3));
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-text')).toContainText(`Deal 617 solved in ${moves.length} moves and `);
    await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  });

  test('playing on from the deal in the viewer of a replayed link gives no moves: a win by hand from there counts', async ({ page }) => {
    const moves = WIN_617.split(',');
    await open(page, 'deal=617');
    await chooseSetting(page, 'autoplay', 'off');
    await page.goto(gameLink(`deal=617&moves=${moves.slice(0, 6).join(',')}`));
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('#viewer-title')).toHaveText('This game from the start: 6 moves');
    await page.locator('#viewer-slider').fill('0');
    await expect(page.locator('#viewer-step')).toHaveText('The deal as dealt.');
    await page.getByRole('button', { name: 'Play on from here' }).click();
    await expect(page.locator('#moves')).toHaveText('0');
    await playMoves(page, moves);
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-text')).toContainText('No hints used.');
    await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  });

  for (const [what, list, said] of [
    ['no moves', '', 'The link has no moves. Nothing was replayed.'],
    ['a first move refused', 'zz,4a', 'Move 1 of the link, "zz", was refused: \'zz\' is not a move'],
  ]) {
    test(`a link with ${what} leaves the game in progress as it was, and says why`, async ({ page }) => {
      await open(page, 'deal=617');
      await playMoves(page, ['4a', '46', '2b']);
      const before = await page.evaluate(() => window.freecell.position());
      await page.goto(gameLink(`deal=617&moves=${list}`));
      await page.waitForSelector('html[data-ready]');
      await expect(page.locator('#message')).toContainText(said);
      await expect(page.locator('#message')).toContainText('Nothing was replayed.');
      await expect(page.locator('#moves')).toHaveText('3');
      expect(await page.evaluate(() => window.freecell.position())).toBe(before);
      await expect(page.locator('#viewer')).toBeHidden();
      const saved = async () => (await savedRecord(page, 'freecell/4/deal/617'))?.play.history.map((e) => e.moves);
      await expect.poll(saved).toEqual([0, 1, 2, 3]);
    });
  }

  for (const [what, list, refused, reason, kept] of [
    ['a broken move', '7a,4b,zz,6c', 'Move 3 of the link, "zz", was refused: ', "'zz' is not a move", ['7a', '4b']],
    ['a move the rules refuse', '7a,13,4b', 'Move 2 of the link, "13", was refused: ', 'Only a black ace goes on the two of hearts, not the six of spades. The replay stops', ['7a']],
  ]) {
    test(`a link with ${what} stops after the last legal move and says which move was refused and why`, async ({ page }) => {
      await open(page, `deal=1&moves=${list}`);
      await expect(page.locator('#message')).toContainText(refused);
      await expect(page.locator('#message')).toContainText(reason);
      await expect(page.locator('#message')).toContainText(`The replay stops after move ${kept.length}.`);
      await expect(page.locator('#viewer-note')).toContainText(refused);
      await expect(page.locator('#moves')).toHaveText(String(kept.length));
      expect(await page.evaluate(() => window.freecell.line())).toEqual(kept);
      // Nothing else moved: the deal's other cascades are as dealt.
      await expectPile(page, 'cascade-5', DEAL_1['cascade-5'].split(' '));
    });
  }

  test('Copy link to this game puts a link on the clipboard that replays the game, autoplay and all, to the same position and move count', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'deal=1');
    await playMoves(page, ['7a', '4b', '6c', '6d', '76']); // 6d sets off autoplay
    const pos = await page.evaluate(() => window.freecell.position());
    await fromMenu(page, '#copy-link');
    await expect(page.locator('#message')).toContainText('copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?deal=1&moves=7a,4b,6c,6d,6H,6H,dH,76$/);
    // A fresh browser: the moves' saves land first (no save of them comes after the clearing).
    await expect.poll(() => savedPosition(page, 'freecell/4/deal/1')).toBe(pos);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.waitForSelector('html[data-ready]');
    expect(await page.evaluate(() => window.freecell.position())).toBe(pos);
    await expect(page.locator('#moves')).toHaveText('5');
  });

  test('a link of another game names it: Seahaven Towers\' deal 1 with its moves comes back as it was', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'game=seahaven&deal=1');
    const moves = [];
    for (let k = 0; k < 4; k += 1) {
      const m = await page.evaluate(() => window.freecell.legalMoves().find((mv) => mv.to.cell !== 1)?.notation);
      await playMoves(page, [m]);
      moves.push(m);
    }
    const pos = await page.evaluate(() => window.freecell.position());
    await fromMenu(page, '#copy-link');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?game=seahaven&deal=1&moves=/);
    // A fresh browser: the moves' saves land first (no save of them comes after the clearing).
    await expect.poll(() => savedPosition(page, 'seahaven/4/deal/1')).toBe(pos);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.waitForSelector('html[data-ready]');
    expect(await page.evaluate(() => window.freecell.position())).toBe(pos);
    await expect(page.locator('#moves')).toHaveText(String(moves.length));
    await expect(page).toHaveURL(/\?game=seahaven&deal=1$/);
  });

  test('where the browser refuses the clipboard, the link is shown selected in a text field; the win dialog offers the link too', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('not allowed')) } });
    });
    await open(page, `position=${NEAR_WIN}`);
    await card(page, 'QH').dblclick();
    await expect(page.locator('dialog#win')).toBeVisible();
    await page.locator('dialog#win').getByRole('button', { name: 'Copy link to this game' }).click();
    const field = page.locator('#share-link');
    await expect(field).toBeVisible();
    const value = await field.inputValue();
    expect(value).toMatch(/\?position=.+&moves=2h,1H$/);
    expect(await field.evaluate((e) => [e.selectionStart, e.selectionEnd])).toEqual([0, value.length]);
    await expect(field).toBeFocused();
  });
});

test('the coach\'s panels: no serious or critical axe violation, and nothing the Content-Security-Policy refuses', async ({ page }) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  await open(page, `deal=1&moves=5a,2b,2c,2d`); // lost, and replayed: both panels show
  await expect(page.getByRole('button', { name: 'Take me back' })).toBeEnabled();
  await expect(page.locator('#viewer')).toBeVisible();
  await page.locator('#viewer-slider').fill('2');
  const results = await axe(page);
  const bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Take me back' }).click();
  await page.locator('#hint').click();
  await page.locator('#hint').click();
  await expect(page.locator('.pile.hint')).toHaveCount(1);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
});
