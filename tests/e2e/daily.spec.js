// The daily deal: ?daily opens the engine's deal of the player's local
// date, a given date and game too; a date after today is refused; the game
// is saved and resumed as any other; the calendar marks each day's state
// in its buttons' names; the daily streak counts only wins on the day;
// Share gives the result and the link, no card; offline too; its wins
// count in the statistics.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { open, chooseSetting } from './helpers.js';

/** A Monday (easy daily deals: quick to solve in the test) and the days around it, at noon local time. */
const MONDAY = '2026-11-23';
const at = (date) => new Date(`${date}T12:00:00`);

/** The engine's daily deal of a date and game, asked of wasm in the page (the test's own call). */
function dailyDeal(page, date, game = 'freecell') {
  return page.evaluate(async ([d, g]) => (await import('/www/pkg/freecell.js')).dailyDeal(d, g), [date, game]);
}

/** Opens `query` with the local date `date` (clean storage unless `clear` is false), and waits for the daily deal to be shown. */
async function openOn(page, date, query, { clear = true } = {}) {
  await page.clock.setFixedTime(at(date));
  await open(page, query, { clear });
  await expect.poll(() => page.evaluate(() => window.freecell.daily())).not.toBeNull();
}

/** Wins the game shown through window.freecell with the solver's moves (autoplay off, so that every move is the solver's). */
async function win(page) {
  await chooseSetting(page, 'autoplay', 'off');
  const moves = await page.evaluate(async () => (await import('/www/pkg/freecell.js')).solve(window.freecell.position()).moves);
  const refused = await page.evaluate((list) => list.find((m) => !window.freecell.play(m)) ?? null, moves);
  expect(refused).toBeNull();
  await expect(page.locator('dialog#win')).toBeVisible();
  return moves.length;
}

const title = (page) => page.locator('#title');

test('?daily opens the engine\'s deal of the local date, named by its date and number', async ({ page }) => {
  await openOn(page, MONDAY, 'daily');
  const expected = await dailyDeal(page, MONDAY);
  expect(expected).toMatchObject({ date: MONDAY, grade: 'easy' });
  await expect(title(page)).toHaveText(`Daily deal, 23 November 2026 · deal ${expected.deal}`);
  expect(await page.evaluate(() => window.freecell.daily())).toBe(MONDAY);
  expect(new URL(page.url()).search).toBe(`?daily=${MONDAY}`);
  // The same deal as its number, but a game of its own.
  const position = await page.evaluate(() => window.freecell.position());
  const dealt = await page.evaluate(async (n) => {
    const { GameBoard } = await import('/www/pkg/freecell.js');
    return GameBoard.fromDeal(n).toText();
  }, expected.deal);
  expect(position).toBe(dealt);
});

test('?daily=DATE&game=NAME opens that date\'s deal of that game', async ({ page }) => {
  await openOn(page, MONDAY, 'daily=2026-11-14&game=seahaven');
  const expected = await dailyDeal(page, '2026-11-14', 'seahaven');
  await expect(title(page)).toHaveText(`Seahaven Towers: daily deal, 14 November 2026 · deal ${expected.deal}`);
  expect(new URL(page.url()).search).toBe('?daily=2026-11-14&game=seahaven');
  expect(await page.evaluate(() => window.freecell.legalMoves().length)).toBeGreaterThan(0);
});

test('a date after today is refused with a message, and today\'s deal is shown instead', async ({ page }) => {
  await openOn(page, MONDAY, 'daily=2026-11-24');
  await expect(page.locator('#message')).toContainText('There is no daily deal for 24 November 2026 yet');
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
  // A date that is no day: the engine's reason.
  await page.goto('/index.html?daily=2026-02-30');
  await expect(page.locator('#message')).toContainText('2026-02 has days 1 to 28, not 30');
});
