// Par proven: once a deal is won, the solver tries in the background to
// prove par the fewest moves possible; the win dialog says whether it did,
// and the statistics count the wins that matched a proven par.
import { test, expect } from '@playwright/test';
import { open, fromMenu, chooseSetting, savedRecord, playSolution } from './helpers.js';

/** A number shown in an element's text ('Par 18' -> 18). */
const numberIn = async (locator) => Number((await locator.textContent()).match(/\d+/)[0]);

/** Wins the deal `query` opens by hand in par's moves with autoplay `autoplay`: the viewer's solution, played from the start as a player makes it. Gives par. */
async function winInPar(page, query, autoplay) {
  await open(page, query);
  await chooseSetting(page, 'autoplay', autoplay);
  await expect(page.locator('#par')).toHaveText(/^Par \d+$/);
  const par = await numberIn(page.locator('#par'));
  await playSolution(page, par);
  return par;
}

/**
 * Waits until the win of `identity` is saved, with `parMatched` (the proof's
 * verdict on it, saved after it; null: none): the Statistics dialog shows
 * the saves as they are when it opens, and a save lands a moment after the
 * change it saves.
 */
async function winSaved(page, identity, parMatched = null) {
  await expect.poll(async () => {
    const play = (await savedRecord(page, identity))?.play;
    return play && { won: play.wonAt !== null, parMatched: play.parMatched ?? null };
  }).toEqual({ won: true, parMatched });
}

/** The Statistics dialog's count of wins that matched a proven par, read after closing the win dialog. */
async function parMatched(page) {
  await page.locator('dialog#win').evaluate((d) => d.close());
  await fromMenu(page, '#open-stats');
  const text = await page.locator('[data-stat="par"]').textContent();
  await page.locator('#statistics-close').click();
  return text;
}

test('a deal won in the fewest moves possible: the dialog says par is proven, and the statistics keep the match across a reload', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Seahaven Towers deal 1: the short mode's 21 moves are the fewest,
  // proven in a few thousand positions. Built by suit, every card autoplay
  // may send home is safe, so the move counter counts as the solver does.
  const par = await winInPar(page, 'game=seahaven&deal=1', 'safe');
  expect(par).toBe(21);
  await expect(page.locator('#win-text')).toContainText('deal 1, solved in 21 moves');
  await expect(page.locator('#win-text')).toContainText('par 21, the fewest possible.', { timeout: 30_000 });
  await winSaved(page, 'seahaven/4/deal/1', true);
  expect(await parMatched(page)).toBe('1 of 1');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await parMatched(page)).toBe('1 of 1');
});

test('a deal whose proof runs out of budget: the dialog says par is the best found, and no match is counted', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Deal 1 is not proven within the page's budget of 500,000 positions
  // (the proof takes 691,636 natively).
  const par = await winInPar(page, 'deal=1', 'all');
  await expect(page.locator('#win-text')).toContainText(/par \d+, the best found\./, { timeout: 60_000 });
  const found = Number((await page.locator('#win-text').textContent()).match(/par (\d+), the best found\./)[1]);
  expect(found).toBeLessThanOrEqual(par);
  await winSaved(page, 'freecell/4/deal/1');
  expect(await parMatched(page)).toBe('–');
});

test('with safe autoplay the cards sent home by hand count, which the proof does not: par stays the best found', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Deal 3's 18 moves are proven the fewest, but as the page plays them
  // with safe autoplay, cards go home by hand.
  const par = await winInPar(page, 'deal=3', 'safe');
  await expect(page.locator('#win-text')).toContainText(`par ${par}, the best found.`, { timeout: 30_000 });
  await winSaved(page, 'freecell/4/deal/3');
  expect(await parMatched(page)).toBe('–');
});
