// Learn to play (www/tutorial.js): offered on a first visit, started from
// How to play, driven from its first step to its last by the mouse and by
// the keyboard alone, left at a step for good, counting nothing and
// keeping every saved game; its box never over the cards it is about.
import { test, expect } from '@playwright/test';
import { open, card, pile, expectPile, fromMenu, chooseSetting, grabPoint, dropPoint, mouseDrag } from './helpers.js';
import { extrasSettled, savesLanded } from './waits.js';
import { axe } from './axe.js';

/** The tutorial's position (www/tutorial-steps.js POSITION), as its first step shows it. */
const START = 'QD8S6SKS/9H3SJC7D/KD6C4H9D8C7H/5SJDTS/TCQH7C8HJH/6DJS4SQC9S/5HKHTH7S8D/9CKC6HQSTD/////AC2C3C4C5C/AD2D3D4D5D/AS2S/AH2H3H';

/** `text` with the suits as the page writes them: each followed by the text-style selector (cards.js). */
const suits = (text) => text.replace(/[♠♥♦♣]/g, '$&\uFE0E');

const box = (page) => page.locator('#tutorial');
const words = (page) => page.locator('#tutorial-text');
const marked = (page) => page.locator('.tutorial-mark');

/** The codes of the cards the step lights, and the ids of the piles and buttons. */
function lit(page) {
  return marked(page).evaluateAll((els) => els.map((e) => e.dataset.card ?? e.dataset.pile ?? e.id));
}

/** Opens the page as a first visit does: no address, nothing saved (each test's context starts empty). */
async function firstVisit(page) {
  await page.goto('/index.html');
  await page.waitForSelector('html[data-ready]');
}

/** Every saved game and the statistics' sources, as storage holds them. */
function savedGames(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((k) => k.startsWith('freecell.game:') || k === 'freecell.last' || k === 'freecell.carried')
    .map((k) => [k, localStorage.getItem(k)])));
}

/** Starts the tutorial from How to play (the Menu). */
async function learnFromRules(page) {
  await fromMenu(page, '#open-rules');
  await page.locator('#rules-learn').click();
  await expect(words(page)).toContainText('Step 1 of 7');
}

/** Drags card `code` onto pile `to` with the mouse, once no card is sliding (a card's place is read before the drag). */
async function drag(page, code, to) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await mouseDrag(page, await grabPoint(page, code), await dropPoint(page, to));
}

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The step's box covers none of what it lights on the board. */
async function expectNothingCovered(page) {
  const mine = await box(page).boundingBox();
  const lights = await page.locator('#board .tutorial-mark').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  expect(lights.length).toBeGreaterThan(0);
  for (const light of lights) expect(overlap(mine, light), JSON.stringify({ mine, light })).toBe(false);
}

test('a first visit offers Learn to play; a move puts the offer away, and a saved game is not offered it again', async ({ page }) => {
  await firstVisit(page);
  await expect(page.locator('#tutorial-start')).toHaveText('Learn to play');
  await expect(page.locator('.tutorial-offer')).toContainText('New to FreeCell?');
  // The player who knows the game just plays: the offer leaves with the first move.
  await page.evaluate(() => window.freecell.play(window.freecell.legalMoves()[0].notation));
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('freecell.last'))).not.toBeNull();
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await page.waitForFunction(() => document.querySelector('#open-rules') && window.freecell);
  await extrasSettled(page); // extras.js would have offered it by now, had it wanted to
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
  await expect(box(page)).toHaveCount(0);
  // A page opened on a deal by its address is not offered it either.
  const other = await page.context().newPage();
  await open(other, 'deal=5');
  await extrasSettled(other);
  await expect(other.locator('.tutorial-offer')).toHaveCount(0);
});

test('No thanks puts the offer away for good', async ({ page }) => {
  await firstVisit(page);
  await page.locator('#tutorial-dismiss').click();
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await extrasSettled(page);
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
});

test('the tutorial by mouse, from How to play to the end: each step lit and done through the page, the saved game and the statistics untouched', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'deal=1');
  await drag(page, '6S', 'freecell-0');
  await expect(page.locator('#moves')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('freecell.last'))).toBe('freecell/4/deal/1');
  // The first move counts deal 1 as played once its save lands.
  await expect(page.locator('#stats')).toContainText('Played 1 ');
  const saved = await savedGames(page);
  const stats = await page.locator('#stats').textContent();

  await learnFromRules(page);
  expect(await page.evaluate(() => window.freecell.position())).toBe(START);
  await expect(box(page)).toHaveAttribute('aria-label', 'Learn to play');
  await expect(words(page)).toHaveAttribute('aria-live', 'polite');
  // 1: a card to a free cell, the K♠ lit.
  await expect(words(page)).toContainText(suits('Put the K♠ in a free cell'));
  await expect.poll(() => lit(page)).toEqual(expect.arrayContaining(['KS']));
  await drag(page, 'KS', 'freecell-0');
  // 2: a build, the 6♠ onto a red 7.
  await expect(words(page)).toContainText('Step 2 of 7');
  await expect(words(page)).toContainText(suits('Put the 6♠ on the 7♦'));
  await expect.poll(() => lit(page)).toEqual(['6S', 'cascade-1']);
  await drag(page, '6S', 'cascade-1');
  // 3: a run of three, and why three may move.
  await expect(words(page)).toContainText('Step 3 of 7');
  await expect(words(page)).toContainText(suits('move 9♦ 8♣ 7♥ onto the 10♠'));
  await expect(words(page)).toContainText('with 3 empty free cells and 0 empty cascades, up to 4 cards now');
  await expect.poll(() => lit(page)).toEqual(['9D', '8C', '7H', 'cascade-3']);
  // Something else first: the step waits.
  await page.locator('#undo').click();
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(words(page)).toContainText('Step 3 of 7');
  await page.locator('#redo').click();
  await expect(page.locator('#moves')).toHaveText('2');
  await expect(words(page)).toContainText('Step 3 of 7');
  await drag(page, '9D', 'cascade-3');
  await expectPile(page, 'cascade-3', ['5S', 'JD', 'TS', '9D', '8C', '7H']);
  // 4: home, by a double-click.
  await expect(words(page)).toContainText('Step 4 of 7');
  await expect(words(page)).toContainText(suits('The 4♥ can go home'));
  await card(page, '4H').dblclick();
  await expect(pile(page, 'foundation-3').locator('[data-card="4H"]')).toHaveCount(1);
  // 5: undo, the bar's button lit; a move made first is the one to undo.
  await expect(words(page)).toContainText('Step 5 of 7');
  await expect.poll(() => lit(page)).toEqual(['undo']);
  await drag(page, '9S', 'freecell-1');
  await expect(page.locator('#moves')).toHaveText('5');
  await page.locator('#undo').click();
  await expect(page.locator('#moves')).toHaveText('4');
  // 6: a hint.
  await expect(words(page)).toContainText('Step 6 of 7');
  await expect.poll(() => lit(page)).toEqual(['hint']);
  await page.locator('#hint').click();
  await expect(page.locator('#message')).toContainText('Hint 1 of 3');
  // 7: the rest is the player's.
  await expect(words(page)).toContainText('Step 7 of 7: That is all there is to it');
  await expect(page.locator('#tutorial-leave')).toBeVisible();
  await page.locator('#tutorial-close').click();
  await expect(box(page)).toHaveCount(0);
  await expect(marked(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('freecell.tutorial'))).toBe('finished');

  // Nothing saved, nothing counted; a reload is back in deal 1 as it was left.
  await savesLanded(page); // a save begun by the tutorial or its close would be written by now
  expect(await savedGames(page)).toEqual(saved);
  await expect(page.locator('#stats')).toHaveText(stats);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(page.locator('#title')).toHaveText('Deal 1');
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(box(page)).toHaveCount(0);
  await expect(page.locator('#stats')).toHaveText(stats);
});

test('the tutorial by keyboard alone, from the first visit\'s offer to the end', async ({ page }) => {
  test.setTimeout(90_000);
  await firstVisit(page);
  await expect(page.locator('#tutorial-start')).toBeVisible();
  for (let k = 0; k < 40 && !await page.locator('#tutorial-start').evaluate((e) => e === document.activeElement); k += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(words(page)).toContainText('Step 1 of 7');
  // The focus is on the board, on the first cascade, whose K♠ goes to a free cell.
  await expect(page.locator('[data-pile="cascade-0"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-pile="freecell-0"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(words(page)).toContainText('Step 2 of 7');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(words(page)).toContainText('Step 3 of 7');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // the three cards of the run, as many as may move
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(words(page)).toContainText('Step 4 of 7');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  for (let k = 0; k < 5; k += 1) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-pile="foundation-3"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(words(page)).toContainText('Step 5 of 7');
  await page.keyboard.press('u');
  await expect(words(page)).toContainText('Step 6 of 7');
  await page.keyboard.press('h');
  await expect(words(page)).toContainText('Step 7 of 7');
  // Escape at the last step closes the box; the game is the player's to finish.
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.freecell.position())).not.toBe(START);
  expect(await page.evaluate(() => localStorage.getItem('freecell.tutorial'))).toBe('finished');
  expect(await savedGames(page)).toEqual({});
});

test('left at a step (Leave, or Escape), the tutorial gives back the game before it and does not come back on a reload', async ({ page }) => {
  await firstVisit(page);
  const first = await page.evaluate(() => window.freecell.position());
  const title = await page.locator('#title').textContent();
  await page.locator('#tutorial-start').click();
  await expect(words(page)).toContainText('Step 1 of 7');
  // The bar names the tutorial's game for what it is.
  await expect(page.locator('#title')).toHaveText('Learn to play');
  await drag(page, 'KS', 'freecell-0');
  await expect(words(page)).toContainText('Step 2 of 7');
  // Escape with cards picked up only lets go of them.
  await page.locator('[data-pile="cascade-0"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.card.selected')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.card.selected')).toHaveCount(0);
  await expect(words(page)).toContainText('Step 2 of 7');
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveCount(0);
  await expect(page.locator('#message')).toContainText('You left the tutorial');
  await expect(page.locator('#title')).toHaveText(title);
  expect(await page.evaluate(() => window.freecell.position())).toBe(first);
  expect(await page.evaluate(() => localStorage.getItem('freecell.tutorial'))).toBe('left');
  // The game given back is saved again as it is played.
  await page.evaluate(() => window.freecell.play(window.freecell.legalMoves()[0].notation));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('freecell.last'))).toMatch(/^freecell\/4\/deal\/\d+$/);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await extrasSettled(page);
  await expect(box(page)).toHaveCount(0);
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
  expect(await page.evaluate(() => window.freecell.position())).not.toBe(START);
  // How to play offers it again; Leave leaves it too.
  await learnFromRules(page);
  await page.locator('#tutorial-leave').click();
  await expect(box(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.freecell.position())).not.toBe(START);
});

test('a game of another of the family is taught with FreeCell\'s tutorial, and given back after it', async ({ page }) => {
  await open(page, 'game=seahaven&deal=3');
  await learnFromRules(page);
  expect(await page.evaluate(() => window.freecell.position())).toBe(START);
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(4);
  await page.locator('#tutorial-leave').click();
  await expect(page.locator('#title')).toContainText('Seahaven Towers');
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the step\'s box covers none of the cards it is about, and axe finds nothing at a step', async ({ page }) => {
      await firstVisit(page);
      await page.locator('#tutorial-start').click();
      await expect(words(page)).toContainText('Step 1 of 7');
      await expectNothingCovered(page);
      await drag(page, 'KS', 'freecell-0');
      await expect(words(page)).toContainText('Step 2 of 7');
      await drag(page, '6S', 'cascade-1');
      await expect(words(page)).toContainText('Step 3 of 7');
      await expectNothingCovered(page);
      await page.screenshot({ path: `/tmp/tutorial-${viewport.width}x${viewport.height}.png` });
      const results = await axe(page);
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  });
}

test('a first deal the dealer replaces (it cannot be won) is not replaced under a tutorial started while it looks', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's random pick is 11982, which cannot be won: once graded, a
  // deal the dealer finds takes its place (difficulty.js). Learn to play is
  // pressed the moment the dealer starts looking (New game busy).
  await page.addInitScript(() => {
    Math.random = () => 0.0119815;
    window.addEventListener('DOMContentLoaded', () => {
      const newGame = document.querySelector('#new-game');
      window.dealer = 'waiting';
      new MutationObserver(() => {
        const busy = newGame.getAttribute('aria-busy') === 'true';
        if (busy && window.dealer === 'waiting') {
          window.dealer = 'looking';
          document.querySelector('#tutorial-start').click();
        } else if (!busy && window.dealer === 'looking') window.dealer = 'done';
      }).observe(newGame, { attributes: true });
    });
  });
  await firstVisit(page);
  expect(await page.locator('#title').textContent()).toBe('Deal 11982');
  // Done: the dealer's deal was opened, or not, as New game stopped being busy (difficulty.js, in the same task).
  await page.waitForFunction(() => window.dealer === 'done', null, { timeout: 90_000 });
  expect(await page.evaluate(() => window.freecell.position())).toBe(START);
  await expect(words(page)).toContainText('Step 1 of 7');
});

test('a change of language re-words the step shown, the buttons\' names in it too', async ({ page }) => {
  await firstVisit(page);
  await page.locator('#tutorial-start').click();
  await page.evaluate(() => ['1a', '12', '34', '3h'].forEach((m) => window.freecell.play(m)));
  await expect(words(page)).toContainText('Step 5 of 7: Changed your mind? Undo (U or Ctrl+Z)');
  await chooseSetting(page, 'language', 'de');
  await expect(words(page)).toContainText('Schritt 5 von 7: Umentschieden? „Zurück“ (U oder Strg+Z)');
  await expect(page.locator('#tutorial-leave')).toHaveText('Anleitung verlassen');
  await expect(box(page)).toHaveAttribute('aria-label', 'Spielen lernen');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the offer, the steps and Leave speak German, the run\'s room counted in words', async ({ page }) => {
    await firstVisit(page);
    await expect(page.locator('#tutorial-start')).toHaveText('Spielen lernen');
    await expect(page.locator('#tutorial-dismiss')).toHaveText('Nein, danke');
    await page.locator('#tutorial-start').click();
    await expect(words(page)).toContainText(suits('Schritt 1 von 7: Das Ziel'));
    await expect(words(page)).toContainText(suits('Lege K♠ in eine freie Zelle.'));
    await expect(page.locator('#tutorial-leave')).toHaveText('Anleitung verlassen');
    await expect(box(page)).toHaveAttribute('aria-label', 'Spielen lernen');
    await page.evaluate(() => ['1a', '12'].forEach((m) => window.freecell.play(m)));
    await expect(words(page)).toContainText(suits('Lege 9♦ 8♣ 7♥ auf 10♠.'));
    await expect(words(page)).toContainText('mit 3 leeren freien Zellen und 0 leeren Spalten jetzt bis zu 4 Karten');
    await page.evaluate(() => ['34', '3h'].forEach((m) => window.freecell.play(m)));
    const undo = await page.locator('#undo').textContent();
    await expect(words(page)).toContainText(`Schritt 5 von 7: Umentschieden? „${undo}“ (U oder Strg+Z)`);
    await page.locator('#tutorial-leave').click();
    await expect(page.locator('#message')).toContainText('Du hast die Anleitung verlassen.');
  });
});
