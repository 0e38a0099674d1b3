// The daily deal: ?daily opens the engine's deal of the player's local
// date, a given date and game too; a date after today is refused; the game
// is saved and resumed as any other; the calendar marks each day's state
// in its buttons' names; the daily streak counts only wins on the day;
// Share gives the result and the link, no card; offline too; its wins
// count in the statistics.
import { test, expect } from '@playwright/test';
import { open, chooseSetting, fromMenu, savedRecord, winBySolver } from './helpers.js';
import { axe } from './axe.js';

/** A Monday (easy daily deals: quick to solve in the test) and the days around it, at noon local time. */
const MONDAY = '2026-11-23';
const at = (date) => new Date(`${date}T12:00:00`);

/** The engine's daily deal of a date and game, asked of the solver's wasm in the page (the test's own call: the page's thread has no solver). */
function dailyDeal(page, date, game = 'freecell') {
  return page.evaluate(async ([d, g]) => {
    const wasm = await import('/www/pkg/freecell_solver.js');
    await wasm.default();
    return wasm.dailyDeal(d, g);
  }, [date, game]);
}

/** Opens `query` with the local date `date` (clean storage unless `clear` is false), and waits for the daily deal it names (`shown`) to be shown. */
async function openOn(page, date, query, { clear = true, shown = /daily=(\d{4}-\d\d-\d\d)/.exec(query)?.[1] ?? date } = {}) {
  await page.clock.setFixedTime(at(date));
  await open(page, query, { clear });
  await expect.poll(() => page.evaluate(() => window.freecell.daily())).toBe(shown);
}

/** Wins the game shown through window.freecell with the solver's moves (autoplay off, so that every move is the solver's). */
async function win(page) {
  await chooseSetting(page, 'autoplay', 'off');
  return winBySolver(page);
}

const title = (page) => page.locator('#title');

test('?daily opens the engine\'s deal of the local date, named by its date and number', async ({ page }) => {
  await openOn(page, MONDAY, 'daily');
  const expected = await dailyDeal(page, MONDAY);
  // The built wasm chooses the deal the native crate does (crate/tests/daily.rs pins it).
  expect(expected).toEqual({ date: MONDAY, deal: 985742, grade: 'easy', target: 'easy' });
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
  await openOn(page, MONDAY, 'daily=2026-11-24', { shown: MONDAY });
  await expect(page.locator('#message')).toContainText('There is no daily deal for 24 November 2026 yet');
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
  // A date that is no day: the engine's reason.
  await page.goto('/index.html?daily=2026-02-30');
  await expect(page.locator('#message')).toContainText('2026-02 has days 1 to 28, not 30');
});

test('a daily game is saved under its own identity and a reload resumes it', async ({ page }) => {
  await openOn(page, MONDAY, 'daily');
  const { deal } = await dailyDeal(page, MONDAY);
  const first = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
  expect(await page.evaluate((m) => window.freecell.play(m), first)).toBe(true);
  // Saved once its revision is claimed (saves.js).
  const saved = () => page.evaluate((d) => JSON.parse(localStorage.getItem(`freecell.game:freecell/4/daily/${d}`)), MONDAY);
  await expect.poll(saved).toMatchObject({ deal, daily: MONDAY, game: 'freecell', cells: 4 });
  // The same deal by its number is another game.
  expect(await page.evaluate((n) => localStorage.getItem(`freecell.game:freecell/4/deal/${n}`), deal)).toBeNull();
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
  await expect(page.locator('#moves')).toHaveText('1');
  // Opened by its number, the deal starts afresh; ?daily brings the daily back as it was.
  await page.goto(`/index.html?deal=${deal}`);
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#moves')).toHaveText('0');
  await page.goto('/index.html?daily');
  await page.waitForSelector('html[data-ready]');
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
  await expect(page.locator('#moves')).toHaveText('1');
});

/** Opens the calendar (from the Menu on a narrow screen). */
async function openCalendar(page) {
  if (await page.locator('#menu').isVisible()) await page.locator('#menu').click();
  await page.locator('#open-daily').click();
  await expect(page.locator('dialog#daily')).toBeVisible();
  // Whole: the goals of the day in focus found by the dealer's worker.
  await expect(page.locator('#daily-goals .daily-goal')).toHaveCount(3);
}
const day = (page, date) => page.locator(`#daily-days [data-date="${date}"]`);

test('a win on the day: the calendar marks it won with its moves and par, the streak counts it, and the statistics too', async ({ page }) => {
  await openOn(page, MONDAY, 'daily');
  await expect(page.locator('#par')).toHaveText(/Par \d+/);
  const moves = await win(page);
  const par = Number((await page.locator('#par').textContent()).replace('Par ', ''));
  await expect(page.locator('#win-text')).toContainText('Daily streak 1 (best 1)');
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  await page.locator('#win-close').click();
  await openCalendar(page);
  await expect(page.locator('#daily-month')).toHaveText('November 2026');
  await expect(day(page, MONDAY)).toHaveAccessibleName(`23 November 2026, won in ${moves} moves, par ${par}, today`);
  await expect(day(page, MONDAY)).toHaveText(`23${moves}/${par}`);
  await expect(day(page, '2026-11-22')).toHaveAccessibleName('22 November 2026, not played');
  await expect(day(page, '2026-11-24')).toHaveAccessibleName('24 November 2026, not open yet');
  await expect(page.locator('#daily-streak')).toHaveText('Daily streak: 1 day (best 1), counting days won on the day.');
  await page.locator('#daily-close').click();
  await fromMenu(page, '#open-stats');
  await expect(page.locator('[data-stat="won"]')).toHaveText('1');
});

test('a past day played counts in the calendar but not in the streak; days won on the day make a streak', async ({ page }) => {
  // Sunday 22 November, won on the day.
  await openOn(page, '2026-11-22', 'daily');
  await win(page);
  await expect(page.locator('#win-text')).toContainText('Daily streak 1 (best 1)');
  // Monday: Saturday 21's deal won late (it would join Sunday's in a streak
  // if it counted), and Friday 20's played and left unwon.
  await openOn(page, MONDAY, 'daily=2026-11-21', { clear: false });
  await win(page);
  // Won late, it leaves the streak as it stands, and says so.
  await expect(page.locator('#win-text')).toContainText('Won after its day, this deal leaves the daily streak as it stands: 1 (best 1).');
  await openOn(page, MONDAY, 'daily=2026-11-20', { clear: false });
  const first = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
  expect(await page.evaluate((m) => window.freecell.play(m), first)).toBe(true);
  // The calendar is drawn from the saves as they are when it opens: the move's save lands first.
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/daily/2026-11-20'))?.play.history.length).toBe(2);
  await openCalendar(page);
  await expect(day(page, '2026-11-20')).toHaveAccessibleName('20 November 2026, played, not won');
  await expect(day(page, '2026-11-21')).toHaveAccessibleName(/^21 November 2026, won in \d+ moves/);
  await expect(day(page, '2026-11-22')).toHaveAccessibleName(/^22 November 2026, won in \d+ moves/);
  await expect(page.locator('#daily-streak')).toHaveText(/^Daily streak: 1 day \(best 1\)/);
  // Today's, from the calendar: won on the day, the streak is two.
  await day(page, MONDAY).click();
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
  await win(page);
  await expect(page.locator('#win-text')).toContainText('Daily streak 2 (best 2)');
});

test('the calendar: earlier months, arrow keys between days, a future day refused with a message, no serious axe violation', async ({ page }) => {
  await openOn(page, MONDAY, 'daily');
  await openCalendar(page);
  await expect(day(page, MONDAY)).toBeFocused();
  await expect(page.locator('#daily-next')).toBeDisabled();
  await page.keyboard.press('ArrowUp');
  await expect(day(page, '2026-11-16')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(day(page, '2026-11-17')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(day(page, '2026-11-31')).toHaveCount(0);
  await expect(day(page, '2026-11-24')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#daily-message')).toHaveText('There is no daily deal for 24 November 2026 yet: it opens on the day.');
  await expect(page.locator('dialog#daily')).toBeVisible();
  // November 2026 begins on a Sunday: the first row's last cell.
  const firstRow = page.locator('#daily-days tr').first().locator('td');
  await expect(firstRow).toHaveCount(7);
  await expect(firstRow.nth(6)).toHaveText('1');
  const results = await axe(page, '#daily');
  expect(results.violations.filter((v) => ['serious', 'critical'].includes(v.impact))).toEqual([]);
  await page.locator('#daily-prev').click();
  await expect(page.locator('#daily-month')).toHaveText('October 2026');
  await expect(page.locator('#daily-next')).toBeEnabled();
  await page.keyboard.press('Tab'); // the focus is on the previous-month button
  await day(page, '2026-10-05').click();
  await expect(page.locator('dialog#daily')).toBeHidden();
  await expect(title(page)).toContainText('Daily deal, 5 October 2026');
  expect(new URL(page.url()).search).toBe('?daily=2026-10-05');
});

/** The card codes a text must not give away (7H, TC, 10S…). */
const CARD = /\b(?:[A2-9TJQK]|10)[CDHS]\b/;

test.describe('on a phone held sideways (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the calendar shows its title, its month and today at once, without scrolling', async ({ page }) => {
    await open(page, 'deal=1');
    await openCalendar(page);
    const today = page.locator('#daily-days [aria-current="date"]');
    await expect(today).toBeFocused();
    const dialog = await page.locator('dialog#daily').boundingBox();
    for (const part of [page.locator('#daily-title'), page.locator('#daily-month'), today]) {
      const box = await part.boundingBox();
      expect(box.y, await part.textContent()).toBeGreaterThanOrEqual(dialog.y);
      expect(box.y + box.height).toBeLessThanOrEqual(Math.min(dialog.y + dialog.height, 390));
    }
    expect(await page.locator('dialog#daily').evaluate((d) => d.scrollTop)).toBe(0);
  });
});

test('Share gives the result and the day\'s link through the share sheet, or the clipboard, and no card', async ({ page, context, baseURL }) => {
  await page.addInitScript(() => {
    window.shared = [];
    navigator.share = async (data) => { window.shared.push(data); };
  });
  await openOn(page, MONDAY, 'daily');
  await expect(page.locator('#par')).toHaveText(/Par \d+/);
  const moves = await win(page);
  await expect(page.locator('#win-share')).toBeVisible();
  // The streak Share gives counts the win once its save has landed, as the dialog then says.
  await expect(page.locator('#win-text')).toContainText('Daily streak 1 (best 1)');
  await page.locator('#win-share').click();
  await expect.poll(() => page.evaluate(() => window.shared.length)).toBe(1);
  const [sheet] = await page.evaluate(() => window.shared);
  expect(sheet.url).toBe(`${baseURL}/index.html?daily=${MONDAY}`);
  expect(sheet.text).toMatch(new RegExp(`^FreeCell daily deal, 23 November 2026: won in ${moves} moves \\(par \\d+\\), 0:00\\. Daily streak: 1 day\\.$`));
  expect(sheet.text).not.toMatch(CARD);

  // No share sheet: the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => { delete navigator.share; });
  await page.locator('#win-share').click();
  await expect(page.locator('#win-note')).toContainText('Your result is copied'); // in the dialog, where the player looks
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${sheet.text}\n${sheet.url}`);
  expect(copied).not.toMatch(CARD);
  // The link opens the day's deal.
  await page.goto(sheet.url);
  await page.waitForSelector('html[data-ready]');
  await expect(title(page)).toContainText('Daily deal, 23 November 2026');
});

test('a game that is not a daily has no Share in its win dialog', async ({ page }) => {
  await page.clock.setFixedTime(at(MONDAY));
  await open(page, 'deal=1');
  await win(page);
  await expect(page.locator('#win-share')).toBeHidden();
  await expect(page.locator('#win-text')).not.toContainText('Daily streak');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline, once the page has been loaded, a daily deal opens and is chosen by the worker', async ({ page, context }) => {
    // The service worker's install fetches every file of the page: on a busy machine it took over 15 s once.
    test.setTimeout(60_000);
    await page.clock.setFixedTime(at(MONDAY));
    await open(page, 'deal=1');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto('/index.html?daily=2026-11-19');
    await page.waitForSelector('html[data-ready]');
    const expected = await dailyDeal(page, '2026-11-19');
    await expect(title(page)).toHaveText(`Daily deal, 19 November 2026 · deal ${expected.deal}`);
  });
});

test('another tab playing the same daily deal is followed', async ({ page, context }) => {
  await openOn(page, MONDAY, 'daily');
  const other = await context.newPage();
  await other.clock.setFixedTime(at(MONDAY));
  await other.goto('/index.html?daily');
  await other.waitForSelector('html[data-ready]');
  await expect(other.locator('#title')).toContainText('Daily deal, 23 November 2026');
  const first = await other.evaluate(() => window.freecell.legalMoves()[0].notation);
  await other.evaluate((m) => window.freecell.play(m), first);
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(page.locator('#message')).toContainText('played in another tab');
});
