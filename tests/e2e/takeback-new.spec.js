// New game and Restart can be taken back (issue 34 point 6): pressed in a
// game in progress (a move made, not won), either plays at once and shows
// "New game dealt" or "Game restarted" beside an Undo button for a few
// seconds; that button brings the game back exactly: its position, its
// history, its clock and its saved record.
import { test, expect } from '@playwright/test';
import { open, card, playDeal, savedRecord } from './helpers.js';
import { savesLanded } from './waits.js';

const DEAL_1 = 'freecell/4/deal/1';
const message = (page) => page.locator('#message');
const offerButton = (page) => page.locator('#message button.offer');

/** Plays two moves of deal 1 and waits until their save has landed and the clock shows a second gone. */
async function gameInProgress(page, { clear = true } = {}) {
  await open(page, 'deal=1', { clear });
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await expect(page.locator('#moves')).toHaveText('2');
  await savesLanded(page);
  await expect(page.locator('#clock')).not.toHaveText('0:00');
}

/** What the page shows of the game: its position, its moves from the start, the move counter. */
const shown = (page) => page.evaluate(() => ({ position: window.freecell.position(), line: window.freecell.line(), moves: window.freecell.moves() }));

/** Seconds a clock text ('1:05') shows. */
const seconds = (text) => text.split(':').reduce((s, part) => s * 60 + Number(part), 0);

test('New game in a game in progress deals at once; its Undo brings the game back with its history, its clock and its saved record', async ({ page }) => {
  await gameInProgress(page);
  const before = await shown(page);
  const record = await savedRecord(page, DEAL_1);
  const clock = seconds(await page.locator('#clock').textContent());

  await playDeal(page, 2);
  await expect(page).toHaveURL(/deal=2$/);
  await expect(message(page)).toContainText('New game dealt.');
  await expect(offerButton(page)).toHaveText('Undo');
  expect(await page.evaluate(() => window.freecell.moves())).toBe(0);
  // Leaving a begun game for another breaks the streak: marked in its record meanwhile.
  await expect.poll(async () => (await savedRecord(page, DEAL_1))?.play.leftAt.length).toBe(1);

  await offerButton(page).click();
  await expect(page).toHaveURL(/deal=1$/);
  await expect(page.locator('#moves')).toHaveText('2');
  expect(await shown(page)).toEqual(before);
  await expect(message(page)).toContainText('Your game is back as you left it.');
  await expect(offerButton(page)).toHaveCount(0);
  // The clock goes on from where it was, not from the last move's save.
  const now = seconds(await page.locator('#clock').textContent());
  expect(now).toBeGreaterThanOrEqual(clock);
  expect(now).toBeLessThanOrEqual(clock + 2);
  // The record as it was before New game: no leave, nothing else changed.
  await savesLanded(page);
  expect(await savedRecord(page, DEAL_1)).toEqual(record);
  // And it plays on: Undo takes back its own last move.
  await page.keyboard.press('u');
  await expect(page.locator('#moves')).toHaveText('1');
});

test('Restart in a game in progress plays at once; its Undo brings back the history and the position as they were', async ({ page }) => {
  await gameInProgress(page);
  const before = await shown(page);
  const record = await savedRecord(page, DEAL_1);

  await page.locator('#menu').click();
  await page.locator('#restart').click();
  await expect(page.locator('#moves')).toHaveText('0');
  await expect(message(page)).toContainText('Game restarted.');
  await expect(offerButton(page)).toHaveText('Undo');

  await offerButton(page).click();
  await expect(page.locator('#moves')).toHaveText('2');
  expect(await shown(page)).toEqual(before);
  // Saved as it was: the same play and history (no restart left in it to redo).
  await expect.poll(async () => {
    const play = (await savedRecord(page, DEAL_1))?.play;
    return play && { id: play.id, at: play.at, history: play.history };
  }).toEqual({ id: record.play.id, at: record.play.at, history: record.play.history });
  await expect(page.locator('#redo')).toBeDisabled();
});

test('a game not begun is replaced with no Undo offered', async ({ page }) => {
  await open(page, 'deal=1');
  await playDeal(page, 2);
  await expect(page).toHaveURL(/deal=2$/);
  await expect(page.locator('#title')).toHaveText(/2$/);
  await expect(offerButton(page)).toHaveCount(0);
});

test('the offer is worded in the player\'s language', async ({ page }) => {
  await page.goto('/index.html?blank');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('freecell.settings', JSON.stringify({ language: 'de' }));
  });
  await gameInProgress(page, { clear: false });
  await page.locator('#menu').click();
  await page.locator('#restart').click();
  await expect(message(page)).toContainText('Spiel neu begonnen.');
  await expect(offerButton(page)).toHaveText('Zurück');
});
