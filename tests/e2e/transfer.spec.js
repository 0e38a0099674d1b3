// Export and import: everything saved, as one file, taken to another
// browser; a file that is not an export, or a damaged one, is refused with
// a message and changes nothing.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import {
  open, card, position, homeUpTo, chooseSetting, fromMenu, savedRecord, savedPosition,
} from './helpers.js';

const NEAR_WIN = position({
  'cascade-0': ['KH'], 'cascade-1': ['QH'],
  'foundation-0': homeUpTo('C', 13), 'foundation-1': homeUpTo('D', 13), 'foundation-2': homeUpTo('S', 13), 'foundation-3': homeUpTo('H', 11),
});

/** Exports from the Statistics dialog; returns the file's text. */
async function exportAll(page) {
  await fromMenu(page, '#open-stats');
  const download = page.waitForEvent('download');
  await page.locator('#export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^freecell-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  await page.locator('#statistics-close').click();
  return text;
}

/** Imports `text` as a file from the Statistics dialog; returns the dialog's message. */
async function importText(page, text, name = 'freecell.json') {
  await fromMenu(page, '#open-stats');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('#import').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  const message = page.locator('#transfer-message');
  await expect(message).not.toBeEmpty();
  const said = await message.textContent();
  await page.locator('#statistics-close').click();
  return said;
}

const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

test('export, then import on a fresh profile: the games resume, the statistics and settings come along', async ({ page, browser }) => {
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await page.locator('#win-close').click();
  // The win's save lands a moment after the move (once IndexedDB has given it its revision).
  await expect.poll(async () => (await savedRecord(page, `freecell/4/position/${NEAR_WIN}`))?.play.wonAt ?? null).not.toBeNull();
  await open(page, 'deal=1', { clear: false });
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await chooseSetting(page, 'deck', 'four-blue');
  const position1 = await page.evaluate(() => window.freecell.position());
  // The export is of the games as saved: the second move's save first.
  await expect.poll(() => savedPosition(page, 'freecell/4/deal/1')).toBe(position1);
  const text = await exportAll(page);
  expect(JSON.parse(text)).toMatchObject({ format: 'freecell-saves', version: 1 });

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await open(other, 'deal=5');
  await card(other, (await other.locator('[data-pile="cascade-0"] [data-card]').last().getAttribute('data-card'))).dblclick();
  await expect(other.locator('#stats')).toHaveText('Played 1 · Won 0 (0%) · Streak 0 (best 0)');
  const said = await importText(other, text);
  expect(said).toBe('Imported 2 games and the settings.');
  // Its own game stays, and the imported ones count with it.
  await expect(other.locator('#stats')).toHaveText('Played 3 · Won 1 (33%) · Streak 1 (best 1)');
  await expect(other.locator('html')).toHaveAttribute('data-deck', 'four-blue');
  await expect(other.locator('#moves')).toHaveText('1');
  await open(other, 'deal=1', { clear: false });
  await expect(other.locator('#moves')).toHaveText('2');
  expect(await other.evaluate(() => window.freecell.position())).toBe(position1);
  await other.locator('#undo').click();
  await expect(other.locator('#moves')).toHaveText('1');
  // The undo's save lands once IndexedDB has given it its revision.
  await expect.poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')).play.at)).toBe(1);
  // Importing the same file again changes nothing more.
  const before = await storage(other);
  await importText(other, text);
  const after = await storage(other);
  const parsed = (all) => Object.fromEntries(Object.entries(all).map(([k, v]) => [k, k.startsWith('freecell.game:') ? JSON.parse(v) : v]));
  expect(parsed(after)).toEqual(parsed(before));
  await expect(other.locator('#stats')).toHaveText('Played 3 · Won 1 (33%) · Streak 1 (best 1)');
  await fresh.close();
});

test('a file that is not an export, or a damaged one, is refused with the reason and changes nothing', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  // The move's save lands first: the export holds it, and storage changes no more behind the imports refused.
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.history.length ?? 0).toBe(2);
  const good = JSON.parse(await exportAll(page));
  const before = await storage(page);
  const damagedPosition = structuredClone(good);
  damagedPosition.games[0].play.history[1].pos = 'AS/AS';
  const wrongDeal = structuredClone(good);
  wrongDeal.games[0].deal = 2;
  const badShape = structuredClone(good);
  badShape.games[0].play.at = 7;
  const badStats = { ...structuredClone(good), carried: { 'freecell/4': { played: -1 } } };
  const badSetting = { ...structuredClone(good), settings: { ...good.settings, theme: 'purple' } };
  for (const [text, reason] of [
    ['{"format": "freecell-saves", "games": [', 'not JSON'],
    ['{"name": "freecell-web", "version": "0.1.0"}', 'not a FreeCell export'],
    [JSON.stringify({ ...good, version: 99 }), 'a version this page cannot read'],
    [JSON.stringify(damagedPosition), 'game 1 of 1'],
    [JSON.stringify(wrongDeal), 'does not start with deal 2'],
    [JSON.stringify(badShape), 'game 1 of 1 cannot be read'],
    [JSON.stringify(badStats), 'statistics cannot be read'],
    [JSON.stringify(badSetting), 'its setting theme (purple) is not one of this page\'s'],
  ]) {
    const said = await importText(page, text);
    expect(said).toContain(reason);
    expect(said).toContain('Nothing was changed.');
    expect(await storage(page)).toEqual(before);
  }
  await expect(page.locator('#moves')).toHaveText('1');
});
