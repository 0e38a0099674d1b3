// Play by ear (issue 34 point 7): the whole table read out, pile by pile,
// by the T key and by the Menu's Read the table, in the player's language;
// checked through the accessibility tree (aria snapshots) and axe.
import { test, expect } from '@playwright/test';
import { axe } from './axe.js';
import { open, card, fromMenu } from './helpers.js';

const live = (page) => page.locator('#live');

test('T reads the whole table pile by pile, then the cards home and the free cells empty', async ({ page }) => {
  await open(page, 'deal=1');
  await page.keyboard.press('t');
  // Deal 1's first cascade from the bottom up, each pile in turn, then the state.
  await expect(live(page)).toHaveText(/^cascade 1: jack of diamonds, king of diamonds, two of spades, four of clubs, three of spades, six of diamonds, six of spades\. cascade 2: two of diamonds/);
  await expect(live(page)).toHaveText(/free cell a: empty\. .*foundation 4: empty\. Home: 0 of 52 cards; free cells empty: 4\.$/);

  await card(page, '6S').dblclick(); // to a free cell
  await expect(page.locator('#moves')).toHaveText('1');
  await page.keyboard.press('t');
  await expect(live(page)).toHaveText(/free cell a: six of spades\. .*free cells empty: 3\.$/);
});

test('the Menu offers Read the table, which reads the same; the Menu and the board stay axe clean', async ({ page }) => {
  await open(page, 'deal=1');
  await page.locator('#menu').click();
  await expect(page.locator('#more')).toMatchAriaSnapshot(`
    - button "Keyboard shortcuts"
    - button "Read the table"
  `);
  const results = await axe(page, { include: [['#more'], ['#board']] });
  expect(results.violations).toEqual([]);
  await fromMenu(page, '#read-table');
  await expect(live(page)).toHaveText(/^cascade 1: jack of diamonds.*Home: 0 of 52 cards; free cells empty: 4\.$/);
  await expect(page.locator('#more')).toBeHidden();
});

test('the table is read in the player\'s language', async ({ page }) => {
  await page.goto('/index.html?blank');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('freecell.settings', JSON.stringify({ language: 'de' }));
  });
  await open(page, 'deal=1', { clear: false });
  await page.keyboard.press('t');
  await expect(live(page)).toHaveText(/Abgelegt: 0 von 52 Karten; leere freie Zellen: 4\.$/);
});
