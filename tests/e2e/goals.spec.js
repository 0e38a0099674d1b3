// The daily goals on the page: ?daily=DATE&goal=TIER opens the day's goal
// on the game the engine chose for it, the dock shows its progress as wasm
// judges it, playing the engine's own line (its witness) meets it, the
// calendar marks it and counts the month's goals to a badge, a reload keeps
// them; a goal lost says why and Try again starts a new play. The local
// date is fixed with Playwright's clock, as in daily.spec.js.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { open, chooseSetting, savedRecord, fromMenu } from './helpers.js';
import { axe } from './axe.js';

/** A Thursday: 1 December 2026 is an earlier day of its month. */
const TODAY = '2026-12-03';
/** 1 December 2026's goals, all three on Baker's Game's daily deal 736152 (crate/src/goals): Easy no hint, Medium the aces home within 23 moves, Hard a win within 90. */
const DAY = '2026-12-01';
const IDENTITY = `bakers-game/4/daily/${DAY}`;

/** Opens `query` on TODAY with Autoplay off (so that the engine's witness, a line of single moves, plays move for move). */
async function openGoal(page, query, { clear = true } = {}) {
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  if (clear) {
    await open(page, 'deal=1');
    await chooseSetting(page, 'autoplay', 'off');
  }
  await page.goto(`/index.html?${query}`);
  await page.waitForSelector('html[data-ready]');
}

/** The goals of `date` as the page remembered them from its worker (wasm `dailyGoals`), once it has them. */
async function goalsOf(page, date) {
  await expect.poll(() => page.evaluate((d) => localStorage.getItem(`freecell.goals:${d}`), date), { timeout: 30_000 }).not.toBeNull();
  return page.evaluate((d) => JSON.parse(localStorage.getItem(`freecell.goals:${d}`)), date);
}

/** Plays `moves` through window.freecell; every one must be taken. */
async function play(page, moves) {
  const refused = await page.evaluate((list) => list.find((m) => !window.freecell.play(m)) ?? null, moves);
  expect(refused).toBeNull();
}

async function openCalendar(page) {
  if (await page.locator('#menu').isVisible()) await page.locator('#menu').click();
  await page.locator('#open-daily').click();
  await expect(page.locator('dialog#daily')).toBeVisible();
}

const goalText = (page) => page.locator('#goal-text');
const day = (page, date) => page.locator(`#daily-days [data-date="${date}"]`);

test('a goal played to its mark: progress in the dock, the calendar\'s marks, the month\'s badge, kept over a reload and taken by an export', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openGoal(page, `daily=${DAY}&goal=medium`);
  // The goal's game and deal are the engine's, the address keeps the goal.
  await expect(page.locator('#goal')).toBeVisible({ timeout: 30_000 });
  const goals = await goalsOf(page, DAY);
  expect(goals.map((g) => [g.tier, g.goal.kind.name])).toEqual([['easy', 'no-hint'], ['medium', 'aces-home'], ['hard', 'within-moves']]);
  expect(await page.evaluate(() => window.freecell.daily())).toBe(DAY);
  await expect(page.locator('#title')).toContainText('Baker');
  expect(new URL(page.url()).search).toBe(`?daily=${DAY}&game=bakers-game&goal=medium`);
  await expect(page.locator('#goal-title')).toHaveText("Medium goal, Baker's Game, 4 free cells: Send the four aces home within 23 moves");
  await expect(goalText(page)).toHaveText('Aces home: 0 of 4, 23 moves left (0 cards home)');

  const medium = goals.find((g) => g.tier === 'medium');
  await play(page, medium.witness.slice(0, 1));
  await expect(goalText(page)).toHaveText(/^Aces home: \d of 4, 22 moves left/);
  await play(page, medium.witness.slice(1));
  await expect(goalText(page)).toHaveText('Goal met!');
  await expect(page.locator('#message')).toContainText('Medium goal met');
  await expect.poll(async () => typeof (await savedRecord(page, IDENTITY))?.goals?.medium).toBe('number');

  // The calendar: the day's marks and name, the month's count.
  await openCalendar(page);
  await expect(day(page, DAY)).toHaveAttribute('aria-label', /1 goal met: Medium$/);
  await expect(day(page, DAY).locator('.goal-mark.met')).toHaveCount(1);
  await expect(page.locator('#daily-badge-icon')).toHaveAttribute('aria-label', 'No badge');
  await expect(page.locator('#daily-badge-text')).toHaveText('Goals met this month: 1; 2 more for Bronze.');
  await expect(page.locator('#daily-goals-title')).toHaveText('Goals of 1 December 2026');
  await expect(page.locator('#daily-goals [data-tier="medium"]')).toHaveAttribute('aria-label', /^Medium goal, met: /);

  // The Hard goal, from the calendar, on the same deal: tried again from the deal, then its witness.
  await page.locator('#daily-goals [data-tier="hard"]').click();
  await expect(page.locator('dialog#daily')).toBeHidden();
  await expect(page.locator('#goal-title')).toHaveText("Hard goal, Baker's Game, 4 free cells: Win within 90 moves");
  expect(new URL(page.url()).search).toBe(`?daily=${DAY}&game=bakers-game&goal=hard`);
  await expect(goalText(page)).toHaveText(/82 moves left$/);
  await page.locator('#goal-again').click();
  await expect(goalText(page)).toHaveText('Cards home: 0 of 52, 90 moves left');
  await play(page, goals.find((g) => g.tier === 'hard').witness);
  await expect(page.locator('dialog#win')).toBeVisible();
  await expect.poll(async () => Object.keys((await savedRecord(page, IDENTITY))?.goals ?? {}).sort()).toEqual(['easy', 'hard', 'medium']);
  await page.locator('#win-close').click();
  await expect(goalText(page)).toHaveText('Goal met!');

  // Three goals met this month: Bronze, named; each mark in the day's name; axe clean.
  await openCalendar(page);
  await expect(day(page, DAY)).toHaveAttribute('aria-label', /3 goals met: Easy, Medium and Hard$/);
  await expect(day(page, DAY).locator('.goal-mark.met')).toHaveCount(3);
  await expect(page.locator('#daily-badge-icon')).toHaveAttribute('aria-label', 'Bronze badge');
  await expect(page.locator('#daily-badge-text')).toHaveText('Goals met this month: 3; 12 more for Silver.');
  const results = await axe(page, '#daily');
  expect(results.violations).toEqual([]);
  await page.screenshot({ path: '/tmp/goals-calendar-1280.png' });

  // A reload keeps them (and the goal played, from the address).
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#goal-title')).toHaveText(/^Hard goal/);
  await openCalendar(page);
  await expect(page.locator('#daily-badge-icon')).toHaveAttribute('aria-label', 'Bronze badge');
  await page.locator('#daily-close').click();

  // Exported, and imported in another browser: the same marks and badge.
  await fromMenu(page, '#open-stats');
  const download = page.waitForEvent('download');
  await page.locator('#export').click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(JSON.parse(text).games.find((g) => g.daily === DAY).goals).toEqual(expect.objectContaining({ easy: expect.any(Number), medium: expect.any(Number), hard: expect.any(Number) }));
  const other = await (await browser.newContext()).newPage();
  await other.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await open(other, 'deal=1');
  await fromMenu(other, '#open-stats');
  const chooser = other.waitForEvent('filechooser');
  await other.locator('#import').click();
  await (await chooser).setFiles({ name: 'freecell.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(other.locator('#transfer-message')).not.toBeEmpty();
  await other.locator('#statistics-close').click();
  await openCalendar(other);
  await expect(day(other, DAY)).toHaveAttribute('aria-label', /3 goals met: Easy, Medium and Hard$/);
  await expect(other.locator('#daily-badge-icon')).toHaveAttribute('aria-label', 'Bronze badge');
  await other.context().close();
});

test('a goal lost says why, and Try again plays the deal anew; an unknown goal is refused', async ({ page }) => {
  test.setTimeout(90_000);
  // 2 December 2026: Medium is a win without Undo, on ForeCell's daily deal.
  await openGoal(page, 'daily=2026-12-02&goal=medium');
  await expect(page.locator('#goal-title')).toHaveText(/^Medium goal, ForeCell, 4 free cells: Win without Undo$/, { timeout: 30_000 });
  await expect(goalText(page)).toHaveText('Cards home: 0 of 52');
  await expect(page.locator('#goal-again')).toBeHidden(); // nothing to try again yet
  const goals = await goalsOf(page, '2026-12-02');
  await play(page, goals.find((g) => g.tier === 'medium').witness.slice(0, 2));
  await expect(page.locator('#goal-again')).toBeVisible();
  await page.keyboard.press('u');
  await expect(goalText(page)).toHaveText('This goal can no longer be met in this game: Undo was used. Try again for a new play of the deal.');
  await expect(page.locator('#goal')).toHaveAttribute('data-status', 'lost');
  await expect(page.locator('#message')).toContainText('Undo was used'); // said once, in the message strip
  expect((await axe(page, '#goal')).violations).toEqual([]);
  await page.locator('#goal-again').click();
  await expect(goalText(page)).toHaveText('Cards home: 0 of 52');
  expect(await page.evaluate(() => window.freecell.moves())).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/goals-dock-390.png' });

  // A goal that is none of the three: said, and the day's deal of the address's game shown instead.
  await openGoal(page, 'daily=2026-12-02&goal=extreme', { clear: false });
  await expect(page.locator('#message')).toContainText('There is no goal “extreme”');
});

test('two tabs: a goal met in one is marked in the other, and the other\'s later save keeps it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openGoal(page, `daily=${DAY}&goal=medium`);
  await expect(goalText(page)).toHaveText(/^Aces home: 0 of 4/, { timeout: 30_000 });
  const other = await context.newPage();
  await other.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await other.goto(`/index.html?daily=${DAY}&goal=medium`);
  await other.waitForSelector('html[data-ready]');
  await expect(goalText(other)).toHaveText(/^Aces home: 0 of 4/);
  const goals = await goalsOf(page, DAY);
  await play(page, goals.find((g) => g.tier === 'medium').witness);
  await expect(goalText(page)).toHaveText('Goal met!');
  await expect.poll(async () => typeof (await savedRecord(page, IDENTITY))?.goals?.medium).toBe('number');
  const met = (await savedRecord(page, IDENTITY)).goals.medium;
  // The other tab takes the newer game, met goal and all.
  await expect(goalText(other)).toHaveText('Goal met!');
  await openCalendar(other);
  await expect(day(other, DAY)).toHaveAttribute('aria-label', /1 goal met: Medium$/);
  await other.locator('#daily-close').click();
  // A move there, saved over the first tab's record, keeps the goal met, at its time.
  const before = (await savedRecord(other, IDENTITY)).rev;
  const move = await other.evaluate(() => window.freecell.legalMoves()[0].notation);
  await play(other, [move]);
  await expect.poll(async () => (await savedRecord(other, IDENTITY))?.rev).toBeGreaterThan(before);
  expect((await savedRecord(other, IDENTITY)).goals).toEqual({ medium: met });
});

test('the goal that makes a month Diamond earns the feat, said at its win and listed in Feats', async ({ page }) => {
  test.setTimeout(120_000);
  // 74 goals met this December already: 24 whole days and two goals of a 25th, as a past version of this page saved them.
  await openGoal(page, `daily=${DAY}&goal=hard`);
  await expect(page.locator('#goal-title')).toHaveText(/^Hard goal/, { timeout: 30_000 });
  const goals = await goalsOf(page, DAY);
  await play(page, goals.find((g) => g.tier === 'hard').witness.slice(0, 1));
  await expect.poll(async () => (await savedRecord(page, IDENTITY))?.play.history.length ?? 0).toBeGreaterThan(1);
  await page.evaluate(({ identity, days }) => {
    const record = JSON.parse(localStorage.getItem(`freecell.game:${identity}`));
    const met = Date.now() - 86_400_000;
    days.forEach((date, k) => {
      const goals = k < 24 ? { easy: met, medium: met, hard: met } : { easy: met, medium: met };
      localStorage.setItem(`freecell.game:${identity.replace(/\d{4}-\d{2}-\d{2}$/, date)}`, JSON.stringify({ ...record, daily: date, goals }));
    });
  }, { identity: IDENTITY, days: Array.from({ length: 25 }, (_, k) => `2026-12-${String(k + 2).padStart(2, '0')}`) });
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await openCalendar(page);
  await expect(page.locator('#daily-badge-text')).toHaveText('Goals met this month: 74; 1 more for Diamond.');
  await page.locator('#daily-close').click();
  // The Hard goal met, and the game won: the 75th goal of the month.
  await page.locator('#goal-again').click();
  await play(page, goals.find((g) => g.tier === 'hard').witness);
  await expect(page.locator('dialog#win')).toBeVisible();
  await expect(page.locator('#win-feats')).toContainText('A Diamond month');
  await page.locator('#win-close').click();
  await fromMenu(page, '#open-feats');
  await expect(page.locator('#feats-list li[data-feat="diamond-month"]')).toHaveAttribute('data-earned', 'true');
  await page.locator('#feats-close').click();
  await openCalendar(page);
  await expect(page.locator('#daily-badge-icon')).toHaveAttribute('aria-label', 'Diamond badge');
});
