// Saved games: each game under its own identity, resumed in any tab; two
// tabs of one browser never lose each other's games or statistics; the
// first version's save still resumes; statistics per game.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import {
  open, newDealShown, card, codes, expectPile, position, homeUpTo, DEAL_1, fromMenu, playDeal, savedRecord,
} from './helpers.js';

const LEGACY_SAVE = new URL('./fixtures/freecell.save-v1.json', import.meta.url);

/** Opens another tab of the same browser (same storage) at `query`, without clearing anything. */
async function tab(context, query) {
  const page = await context.newPage();
  await open(page, query, { clear: false });
  return page;
}

/** Double-clicks the top card of a cascade (it goes home, to a cascade or to a free cell). */
async function playTop(page, cascade) {
  const before = await page.locator('#moves').textContent();
  const top = (await codes(page, `cascade-${cascade}`)).at(-1);
  await card(page, top).dblclick();
  await expect(page.locator('#moves')).not.toHaveText(before);
}

const moves = (page) => page.locator('#moves');

/** How many history entries the stored record of `identity` has (a save lands once its revision is claimed); 0 for none, or one that is not JSON. */
const savedSteps = async (page, identity) => (await savedRecord(page, identity))?.play.history.length ?? 0;

test('two tabs playing two deals keep both games: the reload of each resumes its own, and a new tab the one saved last', async ({ page, context }) => {
  // The bug this replaces: every tab wrote one key, so the second tab's
  // game wrote over the first's, and reloading the first dealt it afresh.
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await expect(moves(page)).toHaveText('2');
  const a = await page.evaluate(() => window.freecell.position());
  const b = await tab(context, 'deal=2');
  await playTop(b, 3);
  await expect(moves(b)).toHaveText('1');
  const bPosition = await b.evaluate(() => window.freecell.position());

  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#title')).toHaveText('Deal 1');
  await expect(moves(page)).toHaveText('2');
  expect(await page.evaluate(() => window.freecell.position())).toBe(a);
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  for (const [id, cards] of Object.entries(DEAL_1)) await expectPile(page, id, cards.split(' '));
  // The undos' saves land a moment after them: deal 1 is then the game saved last.
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.at).toBe(0);

  await b.reload();
  await b.waitForSelector('html[data-ready]');
  await expect(b.locator('#title')).toHaveText('Deal 2');
  expect(await b.evaluate(() => window.freecell.position())).toBe(bPosition);

  // A new tab with no address resumes the game saved last: deal 1, after the undos.
  const c = await tab(context, '');
  await expect(c.locator('#title')).toHaveText('Deal 1');
  await expect(moves(c)).toHaveText('0');
  await c.locator('#redo').click();
  await expect(moves(c)).toHaveText('1');
  await expect(c.locator('#stats')).toHaveText('Played 2 · Won 0 (0%) · Streak 0 (best 0)');
});

test('one deal in two tabs: each follows the other\'s moves, and neither writes over them', async ({ page, context }) => {
  await open(page, 'deal=1');
  const b = await tab(context, 'deal=1');
  await card(page, '6S').dblclick();
  await expect(moves(page)).toHaveText('1');
  // The other tab shows the move, and says where it came from.
  await expect(moves(b)).toHaveText('1');
  await expect(b.locator('#message')).toContainText('played in another tab');
  await expectPile(b, 'cascade-0', 'JD KD 2S 4C 3S 6D'.split(' '));
  await b.locator('[data-card="9C"]').dblclick();
  await expect(moves(b)).toHaveText('2');
  await expect(moves(page)).toHaveText('2');
  await page.locator('#undo').click();
  await expect(moves(b)).toHaveText('1');
  await expect(b.locator('#redo')).toBeEnabled();
  // The undo's save, written once its revision is claimed.
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.at).toBe(1);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')));
  expect(saved.play.history.map((e) => e.moves)).toEqual([0, 1, 2]);
  expect(saved.play.at).toBe(1);
  await expect(b.locator('#stats')).toHaveText('Played 1 · Won 0 (0%) · Streak 0 (best 0)');
});

test('a tab that has not heard of another tab\'s move does not write over it: it shows that game instead', async ({ page, context }) => {
  // This tab hears nothing from the others, as if their news were late.
  await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  await open(page, 'deal=1');
  const b = await tab(context, 'deal=1');
  await card(b, '6S').dblclick();
  await card(b, '9C').dblclick();
  await expect(moves(b)).toHaveText('2');
  // Both of the other tab's moves saved (each lands once its revision is claimed).
  await expect.poll(() => savedSteps(b, 'freecell/4/deal/1')).toBe(3);
  await expect(moves(page)).toHaveText('0');
  // A move here would write over both of the other tab's: it is not saved,
  // and this tab shows the game as the other left it.
  await card(page, '8C').dblclick();
  await expect(page.locator('#message')).toContainText('played in another tab');
  await expect(moves(page)).toHaveText('2');
  await expectPile(page, 'freecell-0', ['6S']);
  await expectPile(page, 'cascade-6', DEAL_1['cascade-6'].split(' '));
  const saved = await b.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')));
  expect(saved.play.history).toHaveLength(3);
  // From there on, its moves are saved.
  await card(page, '8C').dblclick();
  await expect(moves(b)).toHaveText('3');
});

test('news of another tab\'s save that comes after this tab saved again changes nothing: the tab follows what storage holds', async ({ page }) => {
  await open(page, 'deal=1');
  const key = 'freecell.game:freecell/4/deal/1';
  await card(page, '6S').dblclick();
  await expect(moves(page)).toHaveText('1');
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/1')).toBe(2); // the save has landed
  const earlier = await page.evaluate((k) => localStorage.getItem(k), key);
  await card(page, '9C').dblclick();
  await expect(moves(page)).toHaveText('2');
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/1')).toBe(3);
  // The event of a write made before this tab's last save, come late (two
  // tabs moving at once): storage holds this tab's game, which it shows.
  const shown = await page.evaluate(([k, value]) => {
    window.dispatchEvent(new StorageEvent('storage', { key: k, newValue: value, storageArea: localStorage }));
    return window.freecell.moves();
  }, [key, earlier]);
  expect(shown).toBe(2);
  await expect(page.locator('#message')).not.toContainText('played in another tab');
  // Its next move is saved over its own game, not taken for a conflict.
  await card(page, '8C').dblclick();
  await expect(moves(page)).toHaveText('3');
  const saved = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).play.history.map((e) => e.moves), key);
  await expect.poll(saved).toEqual([0, 1, 2, 3]);
});

const nearWin = (suit) => {
  const others = ['C', 'D', 'S', 'H'].filter((s) => s !== suit);
  return position({
    'cascade-0': [`K${suit}`],
    'cascade-1': [`Q${suit}`],
    'foundation-0': homeUpTo(others[0], 13),
    'foundation-1': homeUpTo(others[1], 13),
    'foundation-2': homeUpTo(others[2], 13),
    'foundation-3': homeUpTo(suit, 11),
  });
};

test('two tabs winning two games at once both count: no statistic is lost', async ({ page, context }) => {
  await open(page, `position=${nearWin('H')}`);
  const b = await tab(context, `position=${nearWin('S')}`);
  await card(page, 'QH').dblclick();
  await card(b, 'QS').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible();
  await expect(b.locator('dialog#win')).toBeVisible();
  await expect(page.locator('#stats')).toHaveText('Played 2 · Won 2 (100%) · Streak 2 (best 2)');
  await expect(b.locator('#stats')).toHaveText('Played 2 · Won 2 (100%) · Streak 2 (best 2)');
  const c = await tab(context, 'deal=5');
  await expect(c.locator('#stats')).toHaveText('Played 2 · Won 2 (100%) · Streak 2 (best 2)');
});

test('opening a deal that has a game in progress resumes it; a won deal opened again is dealt again', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await playDeal(page, '2');
  await expect(page.locator('#title')).toHaveText('Deal 2');
  await expect(moves(page)).toHaveText('0');
  await playDeal(page, '1');
  await expect(page.locator('#title')).toHaveText('Deal 1');
  await expect(moves(page)).toHaveText('2');
  await expect(page.locator('#message')).toContainText('Deal 1 resumed where it was left: 2 moves');
  await expect(page.locator('#undo')).toBeEnabled();

  await open(page, `position=${nearWin('H')}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible();
  await page.locator('#win-close').click();
  await page.reload(); // this tab's own game: shown as it was, won
  await page.waitForSelector('html[data-ready]');
  await expect(moves(page)).toHaveText('1');
  await open(page, 'deal=3', { clear: false });
  await open(page, `position=${nearWin('H')}`, { clear: false }); // opened again: a new play
  await expect(moves(page)).toHaveText('0');
  await card(page, 'QH').dblclick();
  await expect(page.locator('#win-text')).toContainText('Played 2, won 2');
  // The new play's save, with the won one among its past plays.
  await expect.poll(async () => (await savedRecord(page, `freecell/4/position/${nearWin('H')}`))?.past.length).toBe(1);
  const saved = await page.evaluate((p) => JSON.parse(localStorage.getItem(`freecell.game:freecell/4/position/${p}`)), nearWin('H'));
  expect(saved.past).toHaveLength(1);
  expect(saved.past[0].wonAt).toBeGreaterThan(0);
});

test('a win whose save lands only after New game is pressed still counts in the statistics shown', async ({ page }) => {
  // IndexedDB answers every claim 300 ms late: the win's save lands after the next deal is shown.
  await page.addInitScript(() => {
    const complete = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'oncomplete');
    Object.defineProperty(IDBTransaction.prototype, 'oncomplete', {
      get() { return complete.get.call(this); },
      set(handler) { complete.set.call(this, handler && ((e) => setTimeout(() => handler.call(this, e), 300))); },
    });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the win dialog at once, no celebration first
  await open(page, `position=${nearWin('H')}`);
  await card(page, 'QH').dblclick();
  await page.locator('#win-new').click();
  await newDealShown(page);
  await expect.poll(async () => (await savedRecord(page, `freecell/4/position/${nearWin('H')}`))?.play.wonAt ?? null).not.toBeNull();
  await expect(page.locator('#stats')).toHaveText('Played 1 · Won 1 (100%) · Streak 1 (best 1)');
});

test('every save keeps the game\'s name and free-cell count, and the statistics are kept per game', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  // The save follows the move by a few milliseconds (its revision is claimed first).
  const keys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('freecell.game:')));
  await expect.poll(keys).toEqual(['freecell.game:freecell/4/deal/1']);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')));
  expect(saved).toMatchObject({ format: 'freecell-game', version: 2, game: 'freecell', cells: 4, deal: 1 });
  // A game of another kind (as a later page may save) counts in its own statistics, not these.
  await page.evaluate((record) => {
    localStorage.setItem('freecell.game:bakers-game/4/deal/1', JSON.stringify({ ...record, game: 'bakers-game', play: { ...record.play, id: 'other', wonAt: Date.now(), winMoves: 1, winMs: 1 } }));
  }, saved);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#stats')).toHaveText('Played 1 · Won 0 (0%) · Streak 0 (best 0)');
  await expect(page.locator('#title')).toHaveText('Deal 1');
});

test('the statistics dialog shows the win rate, the streaks and the best moves and time', async ({ page }) => {
  await page.clock.install();
  await open(page, `position=${nearWin('H')}`);
  await page.clock.runFor(2000);
  await card(page, 'QH').dblclick(); // won in 1 move, at once
  // Counted once its save lands: only then does the next deal's count hold it.
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  await page.locator('#win-new').click();
  await newDealShown(page);
  await fromMenu(page, '#open-stats');
  const stat = (name) => page.locator(`[data-stat="${name}"]`);
  await expect(page.locator('#stats-kind')).toHaveText('FreeCell, 4 free cells');
  await expect(stat('played')).toHaveText('1');
  await expect(stat('won')).toHaveText('1');
  await expect(stat('rate')).toHaveText('100%');
  await expect(stat('streak')).toHaveText('1');
  await expect(stat('best')).toHaveText('1');
  // A position's win sets no record: a position may start a move from the end.
  await expect(stat('fewest')).toHaveText('–');
  await expect(stat('fastest')).toHaveText('–');
  await page.locator('#statistics-close').click();
  // A game begun and left unwon: played, and the streak broken.
  await playTop(page, 0);
  await page.clock.runFor(5000);
  const left = page.url();
  await playDeal(page, '');
  await newDealShown(page, left);
  await fromMenu(page, '#open-stats');
  await expect(stat('played')).toHaveText('2');
  await expect(stat('rate')).toHaveText('50%');
  await expect(stat('streak')).toHaveText('0');
  await expect(stat('best')).toHaveText('1');
  await expect(stat('progress')).toHaveText('1');
});

test('a save written by the first version of the page still resumes, with its history, settings and statistics', async ({ page }) => {
  const legacy = await readFile(LEGACY_SAVE, 'utf8');
  await open(page, '', { clear: true });
  await page.evaluate((v) => { localStorage.clear(); sessionStorage.clear(); localStorage.setItem('freecell.save', v); }, legacy);
  await page.goto('/index.html');
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await expect(page).toHaveURL(/\?deal=617$/);
  const saved = JSON.parse(legacy).game;
  expect(await page.evaluate(() => window.freecell.position())).toBe(saved.history[saved.at].pos);
  await expect(moves(page)).toHaveText('2');
  await expect(page.locator('#stats')).toHaveText('Played 2 · Won 1 (50%) · Streak 1 (best 1)');
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#autoplay')).toHaveValue('off');
  await page.locator('#settings-done').click();
  // The whole history came along: the undone move can be redone, and undo goes back to the deal.
  await page.locator('#redo').click();
  await expect(moves(page)).toHaveText('3');
  expect(await page.evaluate(() => window.freecell.position())).toBe(saved.history[3].pos);
  for (let k = 0; k < 3; k += 1) await page.locator('#undo').click();
  expect(await page.evaluate(() => window.freecell.position())).toBe(saved.history[0].pos);
  // The old key is carried over once; the game is now saved under its own.
  expect(await page.evaluate(() => localStorage.getItem('freecell.save'))).toBeNull();
  await page.locator('#redo').click();
  await open(page, 'deal=617', { clear: false });
  await expect(moves(page)).toHaveText('1');
  // Its win counts once more when won; the old totals stay.
  await card(page, '4H').dblclick();
  await playDeal(page, '');
  await expect(page.locator('#stats')).toHaveText('Played 2 · Won 1 (50%) · Streak 0 (best 1)');
});

test('a saved game that cannot be read is set aside, not deleted, and the deal opens afresh with a notice', async ({ page }) => {
  await open(page, 'deal=1');
  await page.evaluate(() => localStorage.setItem('freecell.game:freecell/4/deal/7', '{"format":"freecell-game","version":2,"game":'));
  await open(page, 'deal=7', { clear: false });
  await expect(page.locator('#message')).toHaveText('The saved game could not be read, so a new game has started.');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await playTop(page, 0);
  const aside = await page.evaluate(() => localStorage.getItem('freecell.unreadable:freecell/4/deal/7'));
  expect(aside).toBe('{"format":"freecell-game","version":2,"game":');
  // The move's save lands once IndexedDB has given it its revision.
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/7')).toBe(2);
});

test('a game whose record is damaged while it is played says so on the reload, and the record is kept aside', async ({ page }) => {
  await open(page, 'deal=617');
  await playTop(page, 4);
  await playTop(page, 6);
  await expect(moves(page)).toHaveText('2');
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/617')).toBe(3); // both moves saved
  await page.evaluate(() => localStorage.setItem('freecell.game:freecell/4/deal/617', '{"broken'));
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#message')).toHaveText('The saved game could not be read, so a new game has started.');
  await expect(page.locator('#title-deal')).toContainText('617');
  await expect(moves(page)).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('freecell.unreadable:freecell/4/deal/617'))).toBe('{"broken');
});

test('a saved game with a position wasm refuses is set aside too, and its play still counts', async ({ page }) => {
  await open(page, 'deal=7');
  for (const cascade of [0, 1, 2]) await playTop(page, cascade);
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/7')).toBe(4); // the three moves saved
  const key = 'freecell.game:freecell/4/deal/7';
  // An earlier step of the play with one card written twice (and one missing).
  const broken = await page.evaluate((key) => {
    const record = JSON.parse(localStorage.getItem(key));
    const step = record.play.history[1];
    const [first, second] = step.pos.match(/[A2-9TJQK][CDHS]/g);
    step.pos = step.pos.replace(first, second);
    const text = JSON.stringify(record);
    localStorage.setItem(key, text);
    return text;
  }, key);
  await open(page, 'deal=7', { clear: false });
  await expect(page.locator('#message')).toHaveText('The saved game could not be read, so a new game has started.');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await playTop(page, 0);
  expect(await page.evaluate(() => localStorage.getItem('freecell.unreadable:freecell/4/deal/7'))).toBe(broken);
  // The move's save lands once IndexedDB has given it its revision.
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/7')).toBe(2);
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), key);
  expect(saved.play.history).toHaveLength(2);
  expect(saved.past).toHaveLength(1);
});

test('a browser that refuses site storage still deals and plays, and says nothing will be saved', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
    }
  });
  await page.goto('/index.html?deal=3');
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await expect(page.locator('#message')).toHaveText('This browser does not let the game save its progress.');
  await playTop(page, 0);
  await expect(moves(page)).toHaveText('1');
});

test('a record this page cannot read, written while it plays, is kept aside before the next save; a newer version\'s is not written over', async ({ page }) => {
  await open(page, 'deal=7');
  await playTop(page, 0);
  const key = 'freecell.game:freecell/4/deal/7';
  // The move's save lands once IndexedDB has given it its revision.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), key)).not.toBeNull();
  // Damaged meanwhile (no storage event reaches the tab that writes).
  const damaged = await page.evaluate((key) => {
    const text = localStorage.getItem(key).slice(0, -10);
    localStorage.setItem(key, text);
    return text;
  }, key);
  await playTop(page, 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('freecell.unreadable:freecell/4/deal/7'))).toBe(damaged);
  // Until the save lands, the key holds the damaged text.
  await expect.poll(() => savedSteps(page, 'freecell/4/deal/7')).toBe(3);
  // Saved meanwhile by a newer version of the page in another tab.
  const newer = await page.evaluate((key) => {
    const text = JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), version: 3 });
    localStorage.setItem(key, text);
    return text;
  }, key);
  await playTop(page, 2);
  await expect(page.locator('#message')).toContainText('A newer version of the page');
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBe(newer);
});
