// Challenge a friend: a won deal's win dialog makes a ?challenge= link with
// the deal, the moves and the time; the link, opened in another browser,
// deals the same game with the challenger's result hidden until the friend
// wins or gives up, then sets the two side by side and lets the
// challenger's game be watched step by step. A damaged link opens nothing
// and keeps the game in progress; a link whose moves are no win says so and
// leaves the deal to play. The banner and the results pass axe.
import { test, expect } from '@playwright/test';
import { open, chooseSetting, winBySolver, expectPile, savedPosition, DEAL_1 } from './helpers.js';
import { axe } from './axe.js';
import { encodeChallenge } from '../../www/challenge-link.js';

/** Deal 1's start, as the page writes it. */
async function startOf(page) {
  return page.evaluate(() => window.freecell.position());
}

/**
 * Wins deal 1 in the page with two moves of its own first (8C to free cell
 * a, then to b) and then the solver's; returns {link, moves, time, start}
 * as the challenger's win dialog gave them.
 */
async function challenge(page, context) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'deal=1');
  const start = await startOf(page);
  await chooseSetting(page, 'autoplay', 'off');
  expect(await page.evaluate(() => window.freecell.play('7a') && window.freecell.play('ab'))).toBe(true);
  await winBySolver(page);
  const moves = Number(await page.locator('#moves').textContent());
  const time = await page.locator('#clock').textContent();
  await page.evaluate(() => { delete navigator.share; }); // no share sheet: the clipboard
  const send = page.locator('#win-challenge');
  await expect(send).toBeVisible();
  await send.click();
  await expect(page.locator('#win-note')).toContainText('challenge link is copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/index\.html\?challenge=[A-Za-z0-9_-]+$/);
  return { link, moves, time, start };
}

/** Opens `link`'s query in `page` (a browser of its own) and waits until it can be played. */
async function openLink(page, link, options) {
  await open(page, new URL(link).search.slice(1), options);
}

test('a won deal makes a challenge link; the friend plays the same deal blind, wins, and sees both results side by side, the challenger\'s game step by step', async ({ page, context, browser }) => {
  const mine = await challenge(page, context);
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await openLink(friend, mine.link);
  // The same deal, the challenge named in the banner, their result nowhere.
  expect(await startOf(friend)).toBe(mine.start);
  await expect(friend).toHaveURL(/\?deal=1$/);
  const banner = friend.locator('#challenge');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('stay hidden until you win or give up');
  await expect(banner).not.toContainText(String(mine.moves));
  await expect(friend.locator('#challenge-give-up')).toBeVisible();
  await expect(friend.locator('#versus')).toBeHidden();
  const bannerAxe = await axe(friend, '#challenge');
  expect(bannerAxe.violations).toEqual([]);

  await chooseSetting(friend, 'autoplay', 'off');
  await winBySolver(friend);
  const theirs = Number(await friend.locator('#moves').textContent());
  const theirTime = await friend.locator('#clock').textContent();
  await friend.locator('#win-versus').click();
  const versus = friend.locator('#versus');
  await expect(versus).toBeVisible();
  await expect(friend.locator('dialog#win')).toBeHidden();
  await expect(friend.locator('#versus-you-result')).toHaveText('Won');
  await expect(friend.locator('#versus-them-result')).toHaveText('Won');
  await expect(friend.locator('#versus-you-moves')).toHaveText(String(theirs));
  await expect(friend.locator('#versus-them-moves')).toHaveText(String(mine.moves));
  await expect(friend.locator('#versus-you-time')).toHaveText(theirTime);
  await expect(friend.locator('#versus-them-time')).toHaveText(mine.time);
  const verdict = theirs < mine.moves ? `You took fewer moves, by ${mine.moves - theirs}.` : theirs > mine.moves ? `The challenger took fewer moves, by ${theirs - mine.moves}.` : 'You both took the same number of moves.';
  await expect(friend.locator('#versus-verdict')).toHaveText(verdict);
  await expect(friend.locator('#versus-par')).toHaveText(/^Par for this deal: \d+ moves\.$/);
  const versusAxe = await axe(friend, '#versus');
  expect(versusAxe.violations).toEqual([]);

  // The challenger's game, from the deal, a step at a time; never played on from.
  await friend.locator('#versus-watch').click();
  await expect(versus).toBeHidden();
  await expect(friend.locator('#viewer-title')).toHaveText(`The challenger's game: ${mine.moves} moves`);
  await expect(friend.locator('#viewer-continue')).toBeHidden();
  await expect(friend.locator('#viewer-step')).toHaveText('The deal as dealt.');
  await expectPile(friend, 'cascade-6', DEAL_1['cascade-6'].split(' '));
  await friend.locator('#viewer-forward').click();
  await expect(friend.locator('#viewer-step')).toContainText(`Move 1 of ${mine.moves}`);
  await expectPile(friend, 'freecell-0', ['8C']);
  await friend.locator('#viewer-forward').click();
  await expectPile(friend, 'freecell-0', []);
  await expectPile(friend, 'freecell-1', ['8C']);
  await friend.locator('#viewer-close').click();
  await expect(friend.locator('#viewer')).toBeHidden();
  // Closed, the board is the friend's won game again, and the banner says the challenge is settled.
  await expect(banner).toContainText('side by side');
  await expect(friend.locator('#challenge-show')).toBeVisible();
  await friendContext.close();
});

test('giving up shows both results, the friend\'s as given up, and the challenger\'s game; a reload keeps the challenge', async ({ page, context, browser }) => {
  const mine = await challenge(page, context);
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await openLink(friend, mine.link);
  expect(await friend.evaluate(() => window.freecell.play('7a'))).toBe(true);
  await friend.reload();
  await friend.waitForSelector('html[data-ready]');
  await expect(friend.locator('#challenge')).toContainText('stay hidden');
  await expect(friend.locator('#moves')).toHaveText('1');
  await friend.locator('#challenge-give-up').click();
  await expect(friend.locator('#versus')).toBeVisible();
  await expect(friend.locator('#versus-you-result')).toHaveText('Gave up');
  await expect(friend.locator('#versus-you-moves')).toHaveText('1');
  await expect(friend.locator('#versus-them-moves')).toHaveText(String(mine.moves));
  await expect(friend.locator('#versus-them-time')).toHaveText(mine.time);
  await expect(friend.locator('#versus-verdict')).toHaveText('You gave up: the challenger keeps the deal.');
  await friend.locator('#versus-watch').click();
  await expect(friend.locator('#viewer-title')).toHaveText(`The challenger's game: ${mine.moves} moves`);
  await friend.locator('#viewer-slider').fill(String(mine.moves));
  await expect(friend.locator('#viewer-step')).toContainText(`Move ${mine.moves} of ${mine.moves}`);
  await expect(friend.locator('[data-pile^="foundation-"] [data-card]')).toHaveCount(52);
  await friend.locator('#viewer-close').click();
  // The friend's own game is as it was: one move made.
  await expect(friend.locator('#moves')).toHaveText('1');
  await expect(friend.locator('#challenge-show')).toBeVisible();
  await friendContext.close();
});

test('a damaged challenge link opens nothing and says why; the game in progress stays as it was', async ({ page }) => {
  await open(page, 'deal=5');
  expect(await page.evaluate(() => window.freecell.play('1a'))).toBe(true);
  const kept = await page.evaluate(() => window.freecell.position());
  await expect.poll(() => savedPosition(page, 'freecell/4/deal/5')).toBe(kept);
  const good = encodeChallenge({ game: 'freecell', cells: 4, deal: 1, moves: ['7a', 'ab'], ms: 5000 });
  const at = Math.floor(good.length / 2);
  const damaged = `${good.slice(0, at)}${good[at] === 'x' ? 'y' : 'x'}${good.slice(at + 1)}`;
  for (const text of [damaged, good.slice(0, -6), 'hello']) {
    await open(page, `challenge=${text}`, { clear: false });
    await expect(page.locator('#message')).toContainText('This challenge link cannot be read');
    await expect(page.locator('#message')).toContainText('Nothing was opened from it.');
    expect(await page.evaluate(() => window.freecell.position())).toBe(kept);
    await expect(page.locator('#moves')).toHaveText('1');
    await expect(page.locator('#challenge')).toBeHidden();
  }
  // A link whose game wasm cannot deal is refused with wasm's reason, the game in progress kept.
  await open(page, `challenge=${encodeChallenge({ game: 'no-such-game', cells: 4, deal: 1, moves: ['7a'], ms: 5000 })}`, { clear: false });
  await expect(page.locator('#message')).toContainText('names a game the page cannot deal');
  expect(await page.evaluate(() => window.freecell.position())).toBe(kept);
});

test('a link whose moves are refused, or do not win, is said to be no valid win, and the deal is played all the same', async ({ page }) => {
  await open(page, `challenge=${encodeChallenge({ game: 'freecell', cells: 4, deal: 1, moves: ['7a', '7b', 'a7'], ms: 5000 })}`);
  const banner = page.locator('#challenge');
  await expect(banner).toContainText('not a valid win: its move 3 cannot be played');
  await expect(page.locator('#challenge-give-up')).toBeHidden();
  await open(page, `challenge=${encodeChallenge({ game: 'freecell', cells: 4, deal: 1, moves: ['7a'], ms: 5000 })}`);
  await expect(banner).toContainText('not a valid win: its moves do not finish the deal');
  expect(await page.evaluate(() => window.freecell.play('7a'))).toBe(true);
  await expect(page.locator('#moves')).toHaveText('1');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('the banner and the damaged link\'s message are in German', async ({ page }) => {
    await open(page, `challenge=${encodeChallenge({ game: 'freecell', cells: 4, deal: 1, moves: ['7a'], ms: 5000 })}`);
    await expect(page.locator('#challenge-title')).toHaveText('Herausforderung');
    await expect(page.locator('#challenge')).toContainText('Seine Züge beenden das Spiel nicht');
    await open(page, 'challenge=kaputt');
    await expect(page.locator('#message')).toContainText('Dieser Herausforderungslink ist nicht lesbar: Er ist beschädigt oder unvollständig. Nichts wurde daraus geöffnet.');
  });
});
