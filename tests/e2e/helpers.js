// Helpers for the page tests: opening the page, reading piles, building
// positions, and driving the page with the mouse, touch and keyboard.
import { expect } from '@playwright/test';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';
export const DECK = [...SUITS].flatMap((s) => [...RANKS].map((r) => `${r}${s}`));

/** A suit's foundation from the ace up to `rank` (1-13), as codes. */
export const homeUpTo = (suit, rank) => [...RANKS.slice(0, rank)].map((r) => `${r}${suit}`);

/**
 * A position text (GameBoard.toText format) from the piles given
 * ({'cascade-0': ['9C', '8H'], 'foundation-0': [...]}); every card not
 * given is dealt, in deck order, to the cascades not given.
 */
export function position(piles) {
  const used = new Set(Object.values(piles).flat());
  const rest = DECK.filter((c) => !used.has(c));
  const free = [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => !piles[`cascade-${i}`]);
  const out = {};
  rest.forEach((c, k) => {
    const id = `cascade-${free[k % free.length]}`;
    (out[id] ??= []).push(c);
  });
  const ids = [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `cascade-${i}`),
    ...[0, 1, 2, 3].map((i) => `freecell-${i}`),
    ...[0, 1, 2, 3].map((i) => `foundation-${i}`),
  ];
  return ids.map((id) => (piles[id] ?? out[id] ?? []).join('')).join('/');
}

/** Opens the page with a query (e.g. 'deal=1') on a clean storage and waits until it can be played. */
export async function open(page, query = 'deal=1', { clear = true } = {}) {
  if (clear) {
    // Any document of the page's origin reaches its storage: the server's
    // 404 answer to a path it does not serve boots no page, so nothing of a
    // first page (its deal, its workers, its service worker) goes on into
    // the test, and it loads in a fraction of the time. (Not /favicon.ico:
    // with a route set, Chromium aborts a navigation to the tab's own icon.)
    await page.goto('/no-page');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(`/index.html${query ? `?${query}` : ''}`);
  await page.waitForSelector('html[data-ready]');
}

/** Chooses `selector` in the Menu, opening the Menu first unless it shows already. */
export async function fromMenu(page, selector) {
  const item = page.locator(selector);
  if (!await item.isVisible()) await page.locator('#menu').click();
  await item.click();
}

/**
 * Deals through the New game dialog: deal `deal` (a number, or '' for a
 * random deal) of `game` with `cells` free cells and `difficulty`, each
 * as chosen there unless given.
 */
export async function playDeal(page, deal, { game, cells, difficulty } = {}) {
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-dialog')).toBeVisible();
  if (game !== undefined) await page.locator('#game-select').selectOption(game);
  if (cells !== undefined) await page.locator('#cells-select').selectOption(String(cells));
  if (difficulty !== undefined) await page.locator(`#difficulty input[value="${difficulty}"]`).check();
  await page.locator('#deal-input').fill(String(deal));
  await page.locator('#deal-play').click();
}

/**
 * Sets a setting in the Settings dialog (opened from the Menu), then
 * closes it with Done. `value`: the choice,
 * or true / false for a checkbox.
 */
export async function chooseSetting(page, name, value) {
  await fromMenu(page, '#open-settings');
  const field = page.locator(`#settings-form [name="${name}"]`);
  if (typeof value === 'boolean') await field.setChecked(value);
  else await field.selectOption(value);
  await page.locator('#settings-done').click();
  await expect(page.locator('#settings')).toBeHidden();
}

export const pile = (page, id) => page.locator(`[data-pile="${id}"]`);
export const card = (page, code) => page.locator(`[data-card="${code}"]`);

/** The codes of a pile's cards, bottom first. */
export function codes(page, id) {
  return pile(page, id).locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
}

export async function expectPile(page, id, expected) {
  await expect.poll(() => codes(page, id)).toEqual(expected);
}

/** The point at the top middle of a card, where its corner index shows. */
export async function grabPoint(page, code) {
  const box = await card(page, code).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + Math.min(8, box.height / 4) };
}

/** Where to drop on a pile: over its top card, or its empty place. */
export async function dropPoint(page, id) {
  const cards = pile(page, id).locator('[data-card]');
  const n = await cards.count();
  const box = await (n ? cards.nth(n - 1) : pile(page, id)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
}

export async function mouseDrag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** A finger drag, through the browser's touch input (Chromium turns it into pointer events). */
export async function touchDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let k = 1; k <= 10; k += 1) {
    const p = { x: from.x + ((to.x - from.x) * k) / 10, y: from.y + ((to.y - from.y) * k) / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A tap through the browser's touch input. */
export async function tap(page, at) {
  const cdp = await page.context().newCDPSession(page);
  const p = [{ x: Math.round(at.x), y: Math.round(at.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: p });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two taps a tenth of a second apart by the touch events' own clock (the
 * page reads a double tap from the events' timeStamp), however long the
 * machine takes to deliver them.
 */
export async function doubleTap(page, at) {
  const cdp = await page.context().newCDPSession(page);
  const p = [{ x: Math.round(at.x), y: Math.round(at.y), id: 1 }];
  const start = Date.now() / 1000;
  for (const t of [start, start + 0.1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: p, timestamp: t });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t + 0.02 });
  }
}

export const DEAL_1 = {
  'cascade-0': 'JD KD 2S 4C 3S 6D 6S',
  'cascade-1': '2D KC KS 5C TD 8S 9C',
  'cascade-2': '9H 9S 9D TS 4S 8D 2H',
  'cascade-3': 'JC 5S QD QH TH QS 6H',
  'cascade-4': '5D AD JS 4H 8H 6C',
  'cascade-5': '7H QC AS AC 2C 3D',
  'cascade-6': '7C KH AH 4D JH 8C',
  'cascade-7': '5H 3H 3C 7S 7D TC',
};

/**
 * Waits for the deal New deal asked the dealer for: its number in the
 * address (`other`: not this address), then on the board (the title is
 * drawn with the board, a frame after the address is written).
 */
export async function newDealShown(page, other = null) {
  if (other) await expect(page).not.toHaveURL(other);
  await expect(page).toHaveURL(/[?&]deal=\d+$/);
  const n = new URL(page.url()).searchParams.get('deal');
  await expect(page.locator('#title')).toHaveText(new RegExp(`[Dd]eal ${n}$`));
  return Number(n);
}

/** One move from the win: the QH goes home, and autoplay sends the KH after it. */
export const NEAR_WIN = position({
  'cascade-0': ['KH'],
  'cascade-1': ['QH'],
  'foundation-0': homeUpTo('C', 13),
  'foundation-1': homeUpTo('D', 13),
  'foundation-2': homeUpTo('S', 13),
  'foundation-3': homeUpTo('H', 11),
});

/**
 * The record of `identity` (`freecell/4/deal/1`) as localStorage holds it
 * now, or null when there is none or its text is not JSON (a record a test
 * damaged, which the page's next save replaces). A move's save lands there
 * a moment after the move (once IndexedDB has given it its revision), so a
 * test polls this until it shows what it waits for, rather than reading it
 * once; expect.poll gives up at the first error, hence no throwing here.
 */
export function savedRecord(page, identity) {
  return page.evaluate((key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  }, `freecell.game:${identity}`);
}

/** The position the stored record of `identity` shows (its play at its step), or null before its first save. */
export async function savedPosition(page, identity) {
  const play = (await savedRecord(page, identity))?.play;
  return play ? play.history[play.at].pos : null;
}

/**
 * Plays the solver's moves for the position shown through window.freecell
 * (autoplay already off, so that every move is the solver's) until the win
 * dialog shows; returns how many moves that took.
 */
export async function winBySolver(page) {
  const moves = await page.evaluate(async () => {
    const wasm = await import('/www/pkg/freecell_solver.js');
    await wasm.default();
    return wasm.solve(window.freecell.position()).moves;
  });
  const refused = await page.evaluate((list) => list.find((m) => !window.freecell.play(m)) ?? null, moves);
  expect(refused).toBeNull();
  await expect(page.locator('dialog#win')).toBeVisible();
  return moves.length;
}

/**
 * Wins the game shown by hand in the first `moves` moves of Watch
 * solution's line: the viewer's solution, from the start, played as a
 * player makes it (Restart, then each move with the player's autoplay).
 */
export async function playSolution(page, moves) {
  await fromMenu(page, '#watch');
  await page.locator('#viewer-slider').fill(String(moves));
  await page.locator('#viewer-continue').click();
  const played = (await page.evaluate(() => window.freecell.line())).filter((m) => !m.endsWith('H'));
  await fromMenu(page, '#restart');
  await page.evaluate((list) => list.forEach((m) => {
    if (!window.freecell.play(m)) throw new Error(`the page refused ${m}`);
  }), played);
  await expect(page.locator('dialog#win')).toBeVisible();
}
