// A daily game is resumed when the page opens with no game in its address:
// the last game shown was that daily, named by its identity alone, and its
// deal is the one its saved record keeps.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

const MONDAY = '2026-11-23';

test('a plain address resumes the daily game shown last, with its deal and its moves', async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${MONDAY}T12:00:00`));
  await open(page, 'daily');
  await expect.poll(() => page.evaluate(() => window.freecell.daily())).toBe(MONDAY);
  const dealt = await page.evaluate(() => window.freecell.position());
  const first = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
  expect(await page.evaluate((m) => window.freecell.play(m), first)).toBe(true);
  const saved = () => page.evaluate((d) => JSON.parse(localStorage.getItem(`freecell.game:freecell/4/daily/${d}`)), MONDAY);
  await expect.poll(saved).toMatchObject({ daily: MONDAY, play: { at: 1 } });
  const { deal } = await saved();

  await open(page, '', { clear: false });
  await expect.poll(() => page.evaluate(() => window.freecell.daily())).toBe(MONDAY);
  await expect(page.locator('#title')).toHaveText(`Daily deal, 23 November 2026 · deal ${deal}`);
  await expect(page.locator('#moves')).toHaveText('1');
  // Undone to its start, it is the deal its record names.
  await page.keyboard.press('u');
  await expect(page.locator('#moves')).toHaveText('0');
  expect(await page.evaluate(() => window.freecell.position())).toBe(dealt);
});
