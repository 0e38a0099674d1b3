// Feats: wins earn them, said once in the win dialog; the solver certifies
// the fewest free cells a deal allows and par proven the fewest moves, in
// its worker after the win; the Feats dialog (the Menu) lists every feat
// with its state and progress, after a reload, in another tab, and in
// another browser after an export and import; axe clean at both sizes and
// in the dark and high-contrast themes.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { open, fromMenu, chooseSetting, savedRecord, winBySolver, card, NEAR_WIN, playSolution } from './helpers.js';
import { axe } from './axe.js';

/** The Feats dialog's entry of feat `id`. */
const feat = (page, id) => page.locator(`#feats-list li[data-feat="${id}"]`);

/** Opens the Feats dialog from the Menu (the win dialog closed first, if open). */
async function openFeats(page) {
  const win = page.locator('dialog#win');
  if (await win.isVisible()) await page.locator('#win-close').click();
  await fromMenu(page, '#open-feats');
  await expect(page.locator('#feats')).toBeVisible();
}

/** Whether each of `ids` shows earned (true) or not (false) in the open dialog. */
async function expectEarned(page, ids, earned = true) {
  for (const id of ids) await expect(feat(page, id)).toHaveAttribute('data-earned', String(earned));
}

/** Axe's serious and critical violations in the Feats dialog. */
async function violations(page) {
  const results = await axe(page, '#feats');
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => v.id);
}

test('deal 2 won with one free cell: the feats said once, the solver certifies the fewest cells, the dialog keeps them across a reload and in another tab', async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, 'deal=2&cells=1');
  await chooseSetting(page, 'autoplay', 'off');
  await winBySolver(page);
  const said = page.locator('#win-feats');
  await expect(said).toContainText('First win');
  for (const name of ['No going back', 'On your own', 'Clean win', 'Short of cells']) await expect(said).toContainText(name);
  // FreeCell deal 2 cannot be won with 0 free cells: the solver proves it in its worker after the win.
  await expect(said).toContainText('Fewest cells');
  await expect.poll(async () => (await savedRecord(page, 'freecell/1/deal/2'))?.play.cellsProven ?? null).toBe(true);
  // Said once: in the win dialog, not in the strip under the board as well.
  await expect(page.locator('#message')).not.toContainText('Feat');

  // The dealer grades the deal Hard (shown beside its number): the win is saved with its grade, whenever it came.
  await expect(page.locator('#grade')).toHaveText('Hard');
  await expect.poll(async () => (await savedRecord(page, 'freecell/1/deal/2'))?.play.winGrade ?? null).toBe('hard');
  await openFeats(page);
  await expectEarned(page, ['first-win', 'no-undo', 'no-hint', 'unaided', 'fewer-cells', 'fewest-cells', 'hard-no-hint']);
  await expectEarned(page, ['wins-10', 'par', 'zero-cells', 'every-game'], false);
  await expect(feat(page, 'wins-10')).toContainText('Wins: 1 of 10');
  await expect(feat(page, 'every-game')).toContainText('Games: 1 of 7');
  await expect(feat(page, 'fewest-cells')).toContainText('certified by the solver');
  await expect(page.locator('#feats-summary')).toHaveText(/^\d+ of 22 feats earned$/);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/feats-dialog-1280.png' });
  await page.locator('#feats-close').click();
  await expect(page.locator('#feats')).toBeHidden();

  // Another tab reads the same saves.
  const other = await context.newPage();
  await open(other, 'deal=3', { clear: false });
  await openFeats(other);
  await expectEarned(other, ['first-win', 'fewest-cells']);
  await other.close();

  // A reload keeps them, and says none again.
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await openFeats(page);
  await expectEarned(page, ['first-win', 'no-undo', 'fewer-cells', 'fewest-cells']);
  await expect(page.locator('#message')).not.toContainText('Feat');
  await expect(page.locator('#win-feats')).toBeEmpty();
});

test('an undo is counted with the play, so that its win is not one without Undo', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.undos ?? null).toBe(0);
  await page.locator('#undo').click();
  await expect.poll(async () => (await savedRecord(page, 'freecell/4/deal/1'))?.play.undos ?? null).toBe(1);
});

test('Seahaven Towers deal 1 won at par: the proof certifies the fewest moves, and the family\'s progress counts its game', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Its short solution's 21 moves are proven the fewest (par-proof.spec.js), played by hand with safe autoplay.
  await open(page, 'game=seahaven&deal=1');
  await chooseSetting(page, 'autoplay', 'safe');
  await expect(page.locator('#par')).toHaveText('Par 21');
  await playSolution(page, 21);
  await expect(page.locator('#win-feats')).toContainText('Par proven', { timeout: 30_000 });
  await expect.poll(async () => (await savedRecord(page, 'seahaven/4/deal/1'))?.play.parMatched ?? null).toBe(true);
  await openFeats(page);
  await expectEarned(page, ['first-win', 'par']);
  await expect(feat(page, 'par-10')).toContainText('Wins at proven par: 1 of 10');
  await expect(feat(page, 'every-game')).toContainText('Games: 1 of 7');
});

test('feats go with an export to another browser; the dialog is axe clean on a phone, and in German', async ({ page, browser }) => {
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible();
  await expect(page.locator('#win-feats')).toHaveText('Feat earned: First win.');
  await expect.poll(async () => (await savedRecord(page, `freecell/4/position/${NEAR_WIN}`))?.play.wonAt ?? null).not.toBeNull();
  await page.locator('#win-close').click();
  await fromMenu(page, '#open-stats');
  const download = page.waitForEvent('download');
  await page.locator('#export').click();
  const text = await readFile(await (await download).path(), 'utf8');
  await page.locator('#statistics-close').click();

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await open(other, 'deal=5');
  await openFeats(other);
  await expectEarned(other, ['first-win'], false);
  await other.locator('#feats-close').click();
  await fromMenu(other, '#open-stats');
  const chooser = other.waitForEvent('filechooser');
  await other.locator('#import').click();
  await (await chooser).setFiles({ name: 'freecell.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(other.locator('#transfer-message')).toContainText('Imported 1 game');
  await other.locator('#statistics-close').click();
  await openFeats(other);
  await expectEarned(other, ['first-win']);
  // A position's win earns no feat of play: it may start a move from the end.
  await expectEarned(other, ['no-undo', 'no-hint'], false);
  expect(await violations(other)).toEqual([]);
  await other.screenshot({ path: '/tmp/feats-dialog-390.png' });
  await other.locator('#feats-close').click();
  await chooseSetting(other, 'language', 'de');
  await openFeats(other);
  await expect(feat(other, 'first-win')).toContainText('Erster Sieg');
  await expect(feat(other, 'wins-10')).toContainText('Siege: 1 von 10');
  expect(await violations(other)).toEqual([]);
  // Each theme's colours: the earned mark and the words in the text's own colour.
  for (const theme of ['dark', 'contrast']) {
    await other.locator('#feats-close').click();
    await chooseSetting(other, 'theme', theme);
    await openFeats(other);
    expect(await violations(other), theme).toEqual([]);
    await other.screenshot({ path: `/tmp/feats-dialog-390-${theme}.png` });
  }
  await fresh.close();
});
