// Playing the page with the mouse, a finger and the keyboard.
import { test, expect } from '@playwright/test';
import {
  open, pile, card, codes, expectPile, grabPoint, dropPoint, mouseDrag, touchDrag, tap, doubleTap, position, DEAL_1, fromMenu,
} from './helpers.js';

test('?deal=1 shows Microsoft deal 1, each card named for a screen reader', async ({ page }) => {
  await open(page, 'deal=1');
  for (const [id, cards] of Object.entries(DEAL_1)) expect(await codes(page, id)).toEqual(cards.split(' '));
  for (const id of ['freecell-0', 'freecell-3', 'foundation-0', 'foundation-3']) expect(await codes(page, id)).toEqual([]);
  await expect(card(page, '8C')).toHaveAttribute('aria-label', 'eight of clubs, cascade 7, card 6 of 6');
  // A pile is named by its name alone (which a voice-control user can say); what it holds is its description.
  await expect(pile(page, 'cascade-0')).toHaveAccessibleName('cascade 1');
  await expect(pile(page, 'cascade-0')).toHaveAccessibleDescription('7 cards, top six of spades');
});

test('a mouse drag moves a single card to a free cell', async ({ page }) => {
  await open(page, 'deal=1');
  await mouseDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-0'));
  // A legal drop lands at once: no ghost is left to glide back.
  expect(await page.locator('.ghost').count()).toBe(0);
  await expectPile(page, 'freecell-0', ['8C']);
  await expectPile(page, 'cascade-6', '7C KH AH 4D JH'.split(' '));
  await expect(page.locator('#moves')).toHaveText('1');
  // Free cells are lettered, as in the move notation and wasm's reasons.
  await expect(card(page, '8C')).toHaveAttribute('aria-label', 'eight of clubs, free cell a');
});

test('a mouse drag moves a run of three cards, and legal targets are highlighted meanwhile', async ({ page }) => {
  await open(page, `position=${position({ 'cascade-0': ['KS', '9C', '8H', '7S'], 'cascade-1': ['TD'] })}`);
  const from = await grabPoint(page, '9C');
  const to = await dropPoint(page, 'cascade-1');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await expect(pile(page, 'cascade-1')).toHaveClass(/target/);
  await expect(pile(page, 'freecell-0')).not.toHaveClass(/target/); // three cards do not fit a free cell
  await page.mouse.up();
  await expectPile(page, 'cascade-1', ['TD', '9C', '8H', '7S']);
  await expectPile(page, 'cascade-0', ['KS']);
});

test('a drag of more cards than may move is refused with the reason', async ({ page }) => {
  // No free cell and no empty cascade: one card at a time.
  const pos = position({
    'cascade-0': ['KS', '9C', '8H', '7S'], 'cascade-1': ['TD'],
    'freecell-0': ['2C'], 'freecell-1': ['2D'], 'freecell-2': ['2H'], 'freecell-3': ['2S'],
  });
  await open(page, `position=${pos}`);
  await mouseDrag(page, await grabPoint(page, '9C'), await dropPoint(page, 'cascade-1'));
  await expect(page.locator('#message')).toHaveText('Only the top 1 card of cascade 1 can move together now.');
  await expectPile(page, 'cascade-1', ['TD']);
});

test('an illegal drop glides back and says why', async ({ page }) => {
  await open(page, 'deal=1');
  const before = await card(page, '6S').boundingBox();
  await mouseDrag(page, await grabPoint(page, '6S'), await dropPoint(page, 'cascade-1'));
  await expect(page.locator('#message')).toHaveText('Same colour: the six of spades cannot go on the nine of clubs.');
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  await expect(page.locator('.ghost')).toHaveCount(0);
  await expect(card(page, '6S')).toBeVisible();
  expect(await card(page, '6S').boundingBox()).toEqual(before);
  await expect(page.locator('#moves')).toHaveText('0');
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a finger drag moves a card', async ({ page }) => {
    await open(page, 'deal=1');
    await touchDrag(page, await grabPoint(page, '8C'), await dropPoint(page, 'freecell-2'));
    await expectPile(page, 'freecell-2', ['8C']);
  });

  test('tap then tap moves a card, and a double tap sends it on', async ({ page }) => {
    await open(page, 'deal=1');
    await tap(page, await grabPoint(page, 'TC'));
    await expect(card(page, 'TC')).toHaveClass(/selected/);
    await tap(page, await dropPoint(page, 'freecell-1'));
    await expectPile(page, 'freecell-1', ['TC']);
    // 7D has a red-on-black place on 8C: a double tap puts it there.
    await doubleTap(page, await grabPoint(page, '7D'));
    await expectPile(page, 'cascade-6', '7C KH AH 4D JH 8C 7D'.split(' '));
  });
});

test('click a card, then a target', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '8C').click();
  await expect(card(page, '8C')).toHaveClass(/selected/);
  await expect(pile(page, 'freecell-0')).toHaveClass(/target/);
  await pile(page, 'freecell-3').click();
  await expectPile(page, 'freecell-3', ['8C']);
  // A click on an illegal target says why and lets go.
  await card(page, '6S').click();
  await card(page, '9C').click();
  await expect(page.locator('#message')).toHaveText('Same colour: the six of spades cannot go on the nine of clubs.');
  await expect(page.locator('.card.selected')).toHaveCount(0);
});

test('an empty place\'s outline is a card\'s size: none of it shows around a card put there', async ({ page }) => {
  await open(page, 'game=forecell&deal=1'); // the deal fills the free cells
  const sizes = await page.evaluate(() => {
    const pile = document.querySelector('[data-pile="freecell-0"]');
    const card = pile.querySelector('[data-card]').getBoundingClientRect();
    const outline = getComputedStyle(pile, '::before');
    const px = (v) => parseFloat(v);
    const borders = outline.boxSizing === 'border-box' ? 0 : px(outline.borderTopWidth) + px(outline.borderBottomWidth);
    return { card: card.height, outline: px(outline.height) + borders };
  });
  expect(sizes.outline).toBeCloseTo(sizes.card, 0);
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a card sliding home takes no click: a press where it is drawn in flight reaches the board under it', async ({ page }) => {
    await open(page, 'deal=1');
    await page.evaluate(() => ['7a', '4b', '6c'].forEach((m) => window.freecell.play(m)));
    // 6d sets off autoplay: three cards go home one after another. Held in flight:
    await page.evaluate(() => new Promise((done) => {
      window.freecell.play('6d');
      requestAnimationFrame(() => requestAnimationFrame(() => {
        for (const a of document.getAnimations()) a.pause();
        done();
      }));
    }));
    const flying = page.locator('[data-pile^="foundation"] .card.moving').first();
    await expect(flying).toBeVisible();
    const box = await flying.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // What a press there reaches: the cascade the card left, not the foundation it is going to.
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('[data-pile]')?.dataset.pile, [x, y])).toBe('cascade-5');
    await page.mouse.click(x, y);
    await expect(page.locator('#moves')).toHaveText('4');
    await expect(page.locator('#message')).not.toContainText('Cards on a foundation stay there.');
  });
});

test('double-click sends a card to its foundation, otherwise to the best legal place', async ({ page }) => {
  await open(page, `position=${position({ 'cascade-0': ['KS', 'AH'], 'cascade-1': ['TD', '5C'] })}`);
  await card(page, 'AH').dblclick();
  await expectPile(page, 'foundation-0', ['AH']);
  await card(page, '5C').dblclick();
  await expectPile(page, 'freecell-0', ['5C']);
});

test('keyboard play: arrows between piles, Enter picks and drops, u undoes', async ({ page }) => {
  await open(page, 'deal=1');
  await pile(page, 'cascade-0').focus();
  for (let k = 0; k < 6; k += 1) await page.keyboard.press('ArrowRight');
  await expect(pile(page, 'cascade-6')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, '8C')).toHaveClass(/selected/);
  await page.keyboard.press('ArrowUp');
  await expect(pile(page, 'foundation-2')).toBeFocused();
  for (let k = 0; k < 3; k += 1) await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'freecell-3')).toBeFocused();
  await page.keyboard.press(' ');
  await expectPile(page, 'freecell-3', ['8C']);
  await page.keyboard.press('u');
  await expectPile(page, 'freecell-3', []);
  await page.keyboard.press('Control+y');
  await expectPile(page, 'freecell-3', ['8C']);
  await page.keyboard.press('Control+z');
  await expectPile(page, 'cascade-6', DEAL_1['cascade-6'].split(' '));
});

test('keyboard play: Shift+Up and Shift+Down choose how many cards to carry', async ({ page }) => {
  await open(page, `position=${position({ 'cascade-0': ['KS', '9C', '8H', '7S'], 'cascade-1': [] })}`);
  await pile(page, 'cascade-0').focus();
  await page.keyboard.press('Enter');
  await expect(card(page, '9C')).toHaveClass(/selected/); // the whole run that may move
  await page.keyboard.press('Shift+ArrowDown');
  await expect(card(page, '9C')).not.toHaveClass(/selected/);
  await expect(card(page, '8H')).toHaveClass(/selected/);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown'); // one card is the least: nothing changes
  await expect(card(page, '8H')).not.toHaveClass(/selected/);
  await expect(card(page, '7S')).toHaveClass(/selected/);
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(pile(page, 'cascade-1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPile(page, 'cascade-1', ['8H', '7S']);
  await expectPile(page, 'cascade-0', ['KS', '9C']);
});

test('undo and redo with the buttons, restart is undoable', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await expectPile(page, 'freecell-1', ['9C']);
  await page.locator('#undo').click();
  await expectPile(page, 'freecell-1', []);
  await expect(page.locator('#moves')).toHaveText('1');
  // Screen readers hear what was done, the moves the game has now, in words that agree with the count, and the table left.
  await expect(page.locator('#live')).toHaveText('Move undone: nine of clubs back to cascade 2; 1 move made. Home: 0 of 52 cards; free cells empty: 3.');
  await page.locator('#redo').click();
  await expectPile(page, 'freecell-1', ['9C']);
  await expect(page.locator('#moves')).toHaveText('2');
  await expect(page.locator('#live')).toHaveText('Move redone: nine of clubs to free cell b; 2 moves made. Home: 0 of 52 cards; free cells empty: 2.');
  await fromMenu(page, '#restart');
  for (const [id, cards] of Object.entries(DEAL_1)) await expectPile(page, id, cards.split(' '));
  await expect(page.locator('#moves')).toHaveText('0');
  await page.locator('#undo').click();
  await expectPile(page, 'freecell-1', ['9C']);
  await expectPile(page, 'freecell-0', ['6S']);
});
