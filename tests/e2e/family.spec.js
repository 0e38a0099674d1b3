// The family of games on the page: the address and the chooser open any
// game, the board lays out the piles its rules have (ten cascades, eight
// free cells, none), on a phone and a desktop, and the player's moves in
// those games are the engine's.
import { test, expect } from '@playwright/test';
import {
  open, newDealShown, pile, codes, expectPile, mouseDrag, grabPoint, dropPoint, chooseSetting, fromMenu, playDeal, savedRecord,
} from './helpers.js';
import { afterFrames } from './waits.js';
import { axe } from './axe.js';

/** Every pile lies wholly inside the window, and the page does not scroll sideways. */
async function expectAllInSight(page) {
  const { width, height } = page.viewportSize();
  const boxes = await page.locator('[data-pile]').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.dataset.pile, left: r.left, top: r.top, right: r.right, bottom: r.top + parseFloat(getComputedStyle(el).getPropertyValue('--ch') || r.height) };
  }));
  for (const b of boxes) {
    expect(b.left, b.id).toBeGreaterThanOrEqual(0);
    expect(b.right, b.id).toBeLessThanOrEqual(width);
    expect(b.top, b.id).toBeGreaterThanOrEqual(0);
    expect(b.bottom, b.id).toBeLessThanOrEqual(height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const SIZES = [{ width: 360, height: 740 }, { width: 1280, height: 800 }];

for (const size of SIZES) {
  test(`ten cascades and eight free cells fit at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await open(page, 'game=seahaven&deal=617');
    await expect(page.locator('[data-pile^="cascade-"]')).toHaveCount(10);
    await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(4);
    // PySolFC's deal 617 of Seahaven Towers: cascade 10 and cells b, c.
    await expectPile(page, 'cascade-9', ['7S', '9D', '7H', '2S', 'KS']);
    await expectPile(page, 'freecell-1', ['KC']);
    await expectPile(page, 'freecell-2', ['4H']);
    await expectAllInSight(page);

    await open(page, 'game=eight-off&deal=617');
    await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(8);
    await expect(page.locator('[data-pile="freecell-7"]')).toHaveAttribute('data-name', 'i');
    await expectPile(page, 'freecell-6', ['4H']);
    await expectAllInSight(page);
  });
}

test('the address names the game; without one it is FreeCell, with its cells when they are not the usual', async ({ page }) => {
  await open(page, 'game=seahaven&deal=617');
  await expect(page).toHaveURL(/\?game=seahaven&deal=617$/);
  await expect(page.locator('#title')).toHaveText('Seahaven Towers: deal 617');
  await open(page, 'deal=617');
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await expect(page.locator('[data-pile^="cascade-"]')).toHaveCount(8);
  await open(page, 'game=freecell&cells=2&deal=5');
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(2);
  await expect(page).toHaveURL(/\?game=freecell&cells=2&deal=5$/);
  // A game wasm does not know is refused with its reason.
  await open(page, 'game=spider&deal=5');
  await expect(page.locator('#message')).toContainText("There is no game called 'spider'");
  await expect(page.locator('[data-card]')).toHaveCount(52);
});

test('the New game dialog deals the game, the cell count and the deal chosen', async ({ page }) => {
  await open(page, 'deal=617');
  await playDeal(page, '617', { game: 'seahaven' });
  await expect(page).toHaveURL(/\?game=seahaven&deal=617$/);
  await expect(page.locator('[data-pile^="cascade-"]')).toHaveCount(10);
  await playDeal(page, '617', { cells: 6 });
  await expect(page).toHaveURL(/\?game=seahaven&cells=6&deal=617$/);
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(6);
  // The dialog opens on the game being played, its number empty.
  await page.locator('#new-game').click();
  await expect(page.locator('#game-select')).toHaveValue('seahaven');
  await expect(page.locator('#cells-select')).toHaveValue('6');
  await expect(page.locator('#deal-input')).toHaveValue('');
  await page.locator('#deal-input').fill('5');
  await page.locator('#deal-input').press('Enter');
  await expect(page).toHaveURL(/\?game=seahaven&cells=6&deal=5$/);
  // An empty number is a random deal of the game chosen: New game, then Play.
  await page.locator('#new-game').click();
  await page.locator('#deal-play').click();
  await newDealShown(page, /deal=5$/);
  await expect(page).toHaveURL(/\?game=seahaven&cells=6&deal=\d+$/);
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(6);
});

test('choosing in the New game dialog deals nothing until Play; Cancel and Escape deal nothing', async ({ page }) => {
  await open(page, 'deal=617');
  const top = (await codes(page, 'cascade-0')).at(-1);
  await page.locator(`[data-card="${top}"]`).dblclick();
  await expect(page.locator('#moves')).toHaveText('1');
  // The move's save lands first (once its revision is claimed): what follows must add no leave to it.
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/617'))?.play.history.length).toBe(2);
  const left = async () => (await savedRecord(page, 'freecell/4/deal/617')).play.leftAt;
  await page.locator('#new-game').click();
  await page.locator('#game-select').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#game-select')).toHaveValue('ko-bakers-game');
  await page.locator('#difficulty input[value="any"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#difficulty input[value="easy"]')).toBeChecked();
  await afterFrames(page); // the keys' changes handled, and drawn: nothing is kept before Play
  await expect(page).toHaveURL(/\?deal=617$/);
  await page.locator('#new-game-cancel').click();
  await expect(page.locator('#new-game-dialog')).toBeHidden();
  await page.locator('#new-game').click();
  // Cancelled: nothing was kept; the dialog shows the game played and the difficulty in force.
  await expect(page.locator('#game-select')).toHaveValue('freecell');
  await expect(page.locator('#difficulty input[value="any"]')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.locator('#new-game-dialog')).toBeHidden();
  await expect(page.locator('#new-game')).toBeFocused();
  await expect(page).toHaveURL(/\?deal=617$/);
  expect(await left()).toEqual([]);
  await expect(page.locator('#moves')).toHaveText('1');
});

test('moves in Seahaven Towers are the engine\'s: by suit, with safe autoplay, and its reasons said', async ({ page }) => {
  // Deal 1: cascade 10 is KC QD AC 7D 9C; cascade 3 ends in 8D.
  await open(page, 'game=seahaven&deal=1');
  await expectPile(page, 'cascade-9', ['KC', 'QD', 'AC', '7D', '9C']);
  await mouseDrag(page, await grabPoint(page, '9C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['9C']);
  // 7D on 8D (cascade 3's top is 8D): by suit.
  expect((await codes(page, 'cascade-2')).at(-1)).toBe('8D');
  await mouseDrag(page, await grabPoint(page, '7D'), await dropPoint(page, 'cascade-2'));
  await expectPile(page, 'cascade-2', ['9H', 'AD', 'AH', '3S', '8D', '7D']);
  // The ace of clubs, uncovered, went home: in a game built by suit every card that can is safe.
  await expectPile(page, 'foundation-0', ['AC']);
  await expectPile(page, 'cascade-9', ['KC', 'QD']);
  await expect(page.locator('#moves')).toHaveText('2');
  // The 6D (cascade 1) joins its suit; the 4D may not go on the queen.
  await mouseDrag(page, await grabPoint(page, '6D'), await dropPoint(page, 'cascade-2'));
  await expectPile(page, 'cascade-2', ['9H', 'AD', 'AH', '3S', '8D', '7D', '6D']);
  await mouseDrag(page, await grabPoint(page, '4D'), await dropPoint(page, 'cascade-9'));
  await expect(page.locator('#message')).toHaveText('Only the jack of diamonds goes on the queen of diamonds, not the four of diamonds.');
  await expectPile(page, 'cascade-0', ['JD', '9S', 'JS', '4D']);
});

test('the keyboard walks every pile of a ten-cascade board and of eight free cells', async ({ page }) => {
  await open(page, 'game=seahaven&deal=617');
  await pile(page, 'cascade-0').focus();
  const seen = [];
  for (let k = 0; k < 10; k += 1) {
    seen.push(await page.evaluate(() => document.activeElement.dataset.pile));
    await page.keyboard.press('ArrowRight');
  }
  expect(seen).toEqual([...Array(10).keys()].map((i) => `cascade-${i}`));
  await expect(pile(page, 'cascade-0')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'cascade-9')).toBeFocused();
  // Up from the tenth cascade: the top row has eight places, so its last.
  await page.keyboard.press('ArrowUp');
  await expect(pile(page, 'foundation-3')).toBeFocused();

  await open(page, 'game=eight-off&deal=617');
  await pile(page, 'freecell-0').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'foundation-3')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'freecell-7')).toBeFocused();
  // Free cell b is empty: Enter on a cascade picks up, Enter on b drops.
  await page.keyboard.press('ArrowDown');
  await expect(pile(page, 'cascade-7')).toBeFocused();
  await page.keyboard.press('Enter');
  await pile(page, 'freecell-1').focus();
  await page.keyboard.press('Enter');
  await expectPile(page, 'freecell-1', ['QH']);
});

test('each game keeps its own game in progress: the same deal number in two games, a reload, and back', async ({ page }) => {
  await open(page, 'game=seahaven&deal=1');
  await mouseDrag(page, await grabPoint(page, '9C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['9C']);
  await open(page, 'deal=1', { clear: false });
  await expect(page.locator('#moves')).toHaveText('0');
  await mouseDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['8C']);
  await open(page, 'game=seahaven&deal=1', { clear: false });
  await expect(page.locator('#moves')).toHaveText('1');
  await expectPile(page, 'freecell-0', ['9C']);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('[data-pile^="cascade-"]')).toHaveCount(10);
  await expectPile(page, 'freecell-0', ['9C']);
  await open(page, 'deal=1', { clear: false });
  await expectPile(page, 'freecell-0', ['8C']);
});

/** The games the page offers, as wasm lists them. */
async function gameNames(page) {
  return page.evaluate(async () => (await import('./www/pkg/freecell.js')).games().map((g) => g.name));
}

test('Solve wins a deal of every game of the family', async ({ page }) => {
  test.setTimeout(300_000);
  await open(page, 'deal=3');
  await chooseSetting(page, 'speed', 'off');
  const names = await gameNames(page);
  expect(names).toHaveLength(7);
  for (const name of names) {
    await open(page, `game=${name}&deal=3`, { clear: false });
    await expect(page.locator('#solvable')).toHaveText('Winnable', { timeout: 30_000 });
    await fromMenu(page, '#solve');
    await expect(page.locator('#win')).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('[data-pile^="foundation-"] [data-card]')).toHaveCount(52);
    await page.locator('#win-close').click();
  }
});

test('a game of Seahaven Towers is won by hand: every move of a solution dragged with the mouse, autoplay off', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, 'game=seahaven&deal=3');
  await chooseSetting(page, 'speed', 'off');
  await chooseSetting(page, 'autoplay', 'off');
  const drags = await page.evaluate(async () => {
    // The solver's package, as the worker loads it (the page's own has no solver).
    const { default: init, GameBoard, CellT, solve } = await import('./www/pkg/freecell_solver.js');
    await init();
    const kind = { [CellT.Tableau]: 'cascade', [CellT.FreeCell]: 'freecell', [CellT.HomeCell]: 'foundation' };
    const start = window.freecell.position();
    const found = solve(start, { mode: 'short' });
    let before = start;
    return found.moves.map((move, k) => {
      const board = GameBoard.fromText(before);
      const m = board.parseMove(move);
      const pile = board.getCell(m.from.cell, m.from.index);
      board.free();
      before = found.positions[k];
      return { from: `${kind[m.from.cell]}-${m.from.index}`, to: `${kind[m.to.cell]}-${m.to.index}`, lead: pile[pile.length - m.count].code };
    });
  });
  expect(drags.length).toBeGreaterThan(52);
  for (const { to, lead } of drags) {
    await mouseDrag(page, await grabPoint(page, lead), await dropPoint(page, to));
    await expect(page.locator(`[data-pile="${to}"] [data-card="${lead}"]`)).toHaveCount(1);
  }
  await expect(page.locator('#win')).toBeVisible();
  await expect(page.locator('#moves')).toHaveText(String(drags.length));
  // The player's own win of a deal: counted, and its moves the record. The game is named.
  await expect(page.locator('#win-text')).toContainText(`Seahaven Towers, deal 3, solved in ${drags.length} moves and `);
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  await page.locator('#win-close').click();
  await openStatistics(page);
  await expect(page.locator('[data-stat="fewest"]')).toHaveText(String(drags.length));
});

/** Opens the Statistics dialog (from the bar, or the Menu on a narrow screen). */
async function openStatistics(page) {
  if (await page.locator('#menu').isVisible()) await page.locator('#menu').click();
  await fromMenu(page, '#open-stats');
}

test('How to play states the rules of the game shown, in the engine\'s words, and how cards are moved', async ({ page }) => {
  await open(page, 'game=eight-off&deal=1');
  await fromMenu(page, '#open-rules');
  await expect(page.locator('#rules')).toBeVisible();
  await expect(page.locator('#rules-title')).toHaveText('How to play Eight Off');
  await expect(page.locator('#rules-title')).toBeFocused(); // read from the top, not from Close at the bottom
  await expect(page.locator('#rules-list li')).toContainText([
    'Move all 52 cards to the 4 foundations',
    'The 8 cascades are built down in one suit',
    '8 free cells (a-g, i) hold one card each',
    'The deal puts its last 4 cards in free cells a, c, e, g.',
    'Only a king may start an empty cascade.',
    'one card more than there are.',
  ]);
  await expect(page.locator('#rules')).toContainText('Ctrl+Z undoes');
  const results = await axe(page, '#rules');
  expect(results.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => v.id)).toEqual([]);
  await page.locator('#rules-close').click();
  await expect(page.locator('#rules')).toBeHidden();
  // Another game, other rules.
  await open(page, 'game=freecell&cells=2&deal=5');
  await fromMenu(page, '#open-rules');
  await expect(page.locator('#rules-title')).toHaveText('How to play FreeCell with 2 free cells');
  await expect(page.locator('#rules-list li')).toContainText([
    'Move all 52 cards',
    'built down in alternating colours',
    '2 free cells (a-b)',
    'Any card may start an empty cascade.',
    'doubled for each empty cascade',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.locator('#rules')).toBeHidden();
});

test('on a phone, where Eight Off\'s free cells stand above its foundations, the arrow keys go up and down the rows as they are seen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'game=eight-off&deal=617');
  const top = async (id) => (await pile(page, id).boundingBox()).y;
  expect(await top('freecell-0')).toBeLessThan(await top('foundation-0')); // two rows
  await pile(page, 'cascade-0').focus();
  await page.keyboard.press('ArrowUp');
  await expect(pile(page, 'foundation-0')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(pile(page, 'freecell-0')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(pile(page, 'foundation-0')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pile(page, 'foundation-0')).toBeFocused(); // round its own row of four
  await page.keyboard.press('ArrowDown');
  await expect(pile(page, 'cascade-0')).toBeFocused();
});
