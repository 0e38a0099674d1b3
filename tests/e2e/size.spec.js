// The cards' size as a cascade grows long: they shrink so that every
// card's corner index stays in sight, but not at every card, and a new
// deal starts again with the largest cards that fit.
import { test, expect } from '@playwright/test';
import { open, card, pile, position } from './helpers.js';

test.use({ viewport: { width: 1280, height: 800 } });

// A cascade of fifteen (its run K♠ to 4♥ on the aces, so nothing goes
// home), and the 3♣ and 2♦ on top of two others to put on it.
const LONG = position({
  'cascade-0': 'AC AD AH AS KC KS QH JC TD 9S 8H 7C 6D 5S 4H'.split(' '),
  'cascade-1': ['2C', 'QC', '3C'],
  'cascade-2': ['4C', '3D', '2D'],
});

/** The first cascade's cards as the player sees them once they have slid into place: their width, and whether each one's corner index is in sight. */
const look = async (page) => {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  return pile(page, 'cascade-0').evaluate((el) => {
  const cards = [...el.querySelectorAll('[data-card]')].map((c) => ({ box: c.getBoundingClientRect(), index: c.querySelector('.index').getBoundingClientRect() }));
  const board = document.getElementById('board').getBoundingClientRect();
  const shown = cards.every((c, k) => (k + 1 === cards.length ? c.box.bottom <= board.bottom : cards[k + 1].box.top >= c.index.bottom));
  return { count: cards.length, width: cards[0].box.width, shown };
  });
};

test('a growing cascade shrinks the cards once for two more cards, not at every card; every index stays in sight; a new deal has the largest cards again', async ({ page }) => {
  await open(page, `position=${LONG}`);
  const seen = [await look(page)];
  for (const move of ['21', '31']) {
    // The cards that slide in the frames after the move: when the cards
    // change size (the first move), the one moved alone, though every
    // other one is drawn at a new place.
    const sliding = await page.evaluate((m) => {
      if (!window.freecell.play(m)) return null;
      return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.getAnimations().map((a) => a.effect.target.dataset.card)))));
    }, move);
    expect(sliding, `the page plays ${move}`).not.toBeNull();
    if (move === '21') expect(sliding.filter((code) => code !== '3C')).toEqual([]);
    await expect.poll(async () => (await look(page)).count).toBe(seen.length + 15);
    seen.push(await look(page));
  }
  for (const n of [16, 15]) {
    await page.locator('#undo').click();
    await expect.poll(async () => (await look(page)).count).toBe(n);
    seen.push(await look(page));
  }
  for (const s of seen) expect(s.shown, `every index of ${s.count} cards in sight`).toBe(true);
  const [first, ...rest] = seen.map((s) => s.width);
  // The 16th card shrinks them, for the 17th too; undoing both keeps that size.
  expect(rest[0]).toBeLessThan(first);
  expect(rest).toEqual([rest[0], rest[0], rest[0], rest[0]]);

  // Deal 1's cards are as large as on a fresh page.
  await page.evaluate(() => window.freecell.deal(1));
  await expect(page.locator('#title')).toHaveText('Deal 1');
  const after = await card(page, 'KS').evaluate((e) => e.getBoundingClientRect().width);
  await open(page, 'deal=1');
  expect(await card(page, 'KS').evaluate((e) => e.getBoundingClientRect().width)).toBe(after);
  expect(after).toBeGreaterThan(first);
});
