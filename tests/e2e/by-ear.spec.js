// Play by ear (issue 34 point 7): the whole table read out, pile by pile,
// by the T key and by the Menu's Read the table; one full announcement per
// move, undo and redo (what moved where, what autoplay sent home, the
// table left), the verdict said only when it changes; piles named as a
// voice-control user can say them, each card with its pile and place; in
// the player's language, checked through the accessibility tree (aria
// snapshots) and axe.
import { test, expect } from '@playwright/test';
import { axe } from './axe.js';
import { open, card, pile, fromMenu, expectPile } from './helpers.js';

const live = (page) => page.locator('#live');

/** Notes every text the live region holds, from the page's start, so that a test can ask how many messages a move made. */
function noteLive(page) {
  return page.addInitScript(() => {
    window.liveInTest = [];
    addEventListener('DOMContentLoaded', () => {
      const el = document.getElementById('live');
      new MutationObserver(() => window.liveInTest.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
    });
  });
}
const liveSaid = (page) => page.evaluate(() => window.liveInTest.splice(0));

/** Moves the top card of pile `from` to pile `to` by the keyboard: the pile focused, Enter, the target focused, Enter. */
async function keyMove(page, from, to) {
  await pile(page, from).focus();
  await page.keyboard.press('Enter');
  await expect(pile(page, from).locator('.selected')).toHaveCount(1);
  await pile(page, to).focus();
  await page.keyboard.press('Enter');
}

/** Deal 1's free cells and foundations, empty: each a pile a voice-control user can name. */
const EMPTY_TOP = `
  - group "free cell a"
  - group "free cell b"
  - group "free cell c"
  - group "free cell d"
  - group "foundation 1"
  - group "foundation 2"
  - group "foundation 3"
  - group "foundation 4"
`;

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

test('each pile is named by its name alone, each card by its name, pile and place; the board stays axe clean', async ({ page }) => {
  await open(page, 'deal=1');
  await expect(page.locator('#board .top')).toMatchAriaSnapshot(EMPTY_TOP);
  await expect(pile(page, 'cascade-5')).toMatchAriaSnapshot(`
    - group "cascade 6":
      - img "seven of hearts, cascade 6, card 1 of 6"
      - img "queen of clubs, cascade 6, card 2 of 6"
      - img "ace of spades, cascade 6, card 3 of 6"
      - img "ace of clubs, cascade 6, card 4 of 6"
      - img "two of clubs, cascade 6, card 5 of 6"
      - img "three of diamonds, cascade 6, card 6 of 6"
  `);
  // What a pile holds is its description, read after its name.
  await expect(pile(page, 'cascade-5')).toHaveAccessibleDescription('6 cards, top three of diamonds');
  await expect(pile(page, 'freecell-0')).toHaveAccessibleDescription('empty');
  expect((await axe(page, '#board')).violations).toEqual([]);

  await keyMove(page, 'cascade-5', 'freecell-0');
  await expectPile(page, 'freecell-0', ['3D']);
  await expect(page.locator('#board .top')).toMatchAriaSnapshot(`
    - group "free cell a":
      - img "three of diamonds, free cell a"
    - group "free cell b"
  `);
  await expect(pile(page, 'cascade-5')).toMatchAriaSnapshot(`
    - group "cascade 6":
      - img "seven of hearts, cascade 6, card 1 of 5"
      - img /queen of clubs/
      - img /ace of spades/
      - img /ace of clubs/
      - img "two of clubs, cascade 6, card 5 of 5"
  `);
  await expect(pile(page, 'freecell-0')).toHaveAccessibleDescription('1 card, top three of diamonds');
  expect((await axe(page, '#board')).violations).toEqual([]);
});

test('a move is said once, whole: what went where, what autoplay sent home, the table left', async ({ page }) => {
  await noteLive(page);
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'winnable');
  await keyMove(page, 'cascade-5', 'freecell-0');
  await expect(live(page)).toHaveText('three of diamonds to free cell a. Home: 0 of 52 cards; free cells empty: 3.');
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'winnable');
  await liveSaid(page);

  // The two of clubs to free cell b: autoplay sends the aces of clubs and spades home, and the two after them.
  await keyMove(page, 'cascade-5', 'freecell-1');
  await expectPile(page, 'foundation-0', ['AC', '2C']);
  await expect(live(page)).toMatchAriaSnapshot(`
    - text: "two of clubs to free cell b. Autoplay sent home ace of clubs, ace of spades and two of clubs. Home: 3 of 52 cards; free cells empty: 3."
  `);
  // The verdict stays winnable, so it is not said again: the pick, then the move, one message each.
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'winnable');
  expect(await liveSaid(page)).toEqual([
    'two of clubs picked up',
    'two of clubs to free cell b. Autoplay sent home ace of clubs, ace of spades and two of clubs. Home: 3 of 52 cards; free cells empty: 3.',
  ]);
  expect((await axe(page, { include: [['#board'], ['#live']] })).violations).toEqual([]);

  // An undo names the move and what came back from the foundations; a redo the move played again.
  await page.keyboard.press('u');
  await expectPile(page, 'cascade-5', ['7H', 'QC', 'AS', 'AC', '2C']);
  await expect(live(page)).toHaveText('Move undone: two of clubs back to cascade 6, and 3 cards back from the foundations; 1 move made. Home: 0 of 52 cards; free cells empty: 3.');
  await page.keyboard.press('Control+y');
  await expectPile(page, 'foundation-0', ['AC', '2C']);
  await expect(live(page)).toHaveText('Move redone: two of clubs to free cell b; 2 moves made. Autoplay sent home ace of clubs, two of clubs and ace of spades. Home: 3 of 52 cards; free cells empty: 3.');
});

test('a refused move says why in a message of its own', async ({ page }) => {
  await open(page, 'deal=1');
  await keyMove(page, 'cascade-0', 'cascade-1');
  await expect(page.getByRole('status').and(page.locator('#message'))).toHaveText('Same colour: the six of spades cannot go on the nine of clubs.');
});

test('a verdict that changes is said after the change\'s own message', async ({ page }) => {
  await noteLive(page);
  await open(page, 'deal=2');
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'winnable');
  // Deal 2 played well, then badly until lost (coach.spec.js), in one go.
  const moves = '6a,64,62,16,7b,74,67,61,56,3c,21,7d,76,67,a2,1a,d7,2d,d2,1d,d1,8d,a1,7a,76,a6,51,53,54,2a,73,82,d4,2d,'
    + '57,a2,65,5a,53,45,a3,8a,28,54,85,d2,8d,36,63,36,63,36';
  await page.evaluate((list) => list.split(',').forEach((m) => window.freecell.play(m)), moves);
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'lost');
  await expect(live(page)).toHaveText(/ Not winnable from here\.$/);
  await expect(page.locator('#take-back')).toBeEnabled();
  await liveSaid(page);
  await page.locator('#take-back').click();
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'winnable');
  await expect(live(page)).toHaveText(/^Taken back; \d+ moves made\. Home: \d+ of 52 cards; free cells empty: \d\. Winnable from here\.$/);
  // Said as two messages: the step, then the verdict added to it (a screen reader reads what is added alone).
  const said = await liveSaid(page);
  expect(said).toHaveLength(2);
  expect(said[1].startsWith(said[0])).toBe(true);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the piles, the cards and a move\'s announcement are in German', async ({ page }) => {
    await open(page, 'deal=1');
    await expect(pile(page, 'cascade-5')).toMatchAriaSnapshot(`
      - group "Spalte 6":
        - img "Herz-Sieben, Spalte 6, Karte 1 von 6"
        - img /Kreuz-Dame/
        - img /Pik-Ass/
        - img /Kreuz-Ass/
        - img /Kreuz-Zwei/
        - img "Karo-Drei, Spalte 6, Karte 6 von 6"
    `);
    await expect(pile(page, 'freecell-1')).toHaveAccessibleName('freie Zelle b');
    await expect(pile(page, 'foundation-0')).toHaveAccessibleName('Ablagestapel 1');
    await keyMove(page, 'cascade-5', 'freecell-0');
    await keyMove(page, 'cascade-5', 'freecell-1');
    await expect(live(page)).toMatchAriaSnapshot(`
      - text: "Kreuz-Zwei auf die freie Zelle b. Automatisch abgelegt: Kreuz-Ass, Pik-Ass und Kreuz-Zwei. Abgelegt: 3 von 52 Karten; leere freie Zellen: 3."
    `);
    expect((await axe(page, { include: [['#board'], ['#live']] })).violations).toEqual([]);
  });
});
