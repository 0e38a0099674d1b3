// The bar, the Menu and the messages: one calm row of what every move
// needs, the rest a press away, and words that never cover a card in play.
import { test, expect } from '@playwright/test';
import {
  open, card, pile, grabPoint, dropPoint, mouseDrag, fromMenu,
} from './helpers.js';
import { axe } from './axe.js';

const IN_BAR = ['#title', '#moves', '#clock', '#solvable', '#new-game', '#undo', '#redo', '#hint', '#menu'];
const IN_MENU = ['#solve', '#watch', '#restart', '#watch-game', '#copy-link', '#open-stats', '#open-feats', '#open-settings', '#open-rules', '#open-keys'];

/** Serious or critical axe violations on the page as it is now. */
async function seriousViolations(page) {
  const results = await axe(page);
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** Boxes of every card on the board that overlap the element `selector`. */
function cardsUnder(page, selector) {
  return page.evaluate((sel) => {
    const m = document.querySelector(sel).getBoundingClientRect();
    return [...document.querySelectorAll('#board [data-card]')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.right > m.left && r.left < m.right && r.bottom > m.top && r.top < m.bottom;
    }).map((el) => el.dataset.card);
  }, selector);
}

for (const [width, height] of [[1024, 768], [1280, 800], [1920, 1080]]) {
  test(`at ${width}x${height} the bar is one row of at most 64 px: the title, the score, New game, Undo, Redo, Hint and Menu`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await open(page, 'game=relaxed-freecell&deal=617');
    await expect(page.locator('#solvable')).toHaveText('Winnable');
    const bar = await page.locator('#bar').boundingBox();
    expect(bar.height).toBeLessThanOrEqual(64);
    for (const selector of IN_BAR) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box.y + box.height, selector).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(width);
    }
    for (const selector of IN_MENU) await expect(page.locator(selector)).toBeHidden();
    // Eighteen controls used to crowd the bar: now it has five buttons.
    await expect(page.locator('#bar button:visible')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the Menu holds the other actions, each with its id and name; it opens and closes by mouse and keys, and axe finds nothing serious in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'deal=617');
  await page.locator('#menu').click();
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'true');
  for (const selector of IN_MENU) await expect(page.locator(selector)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch solution' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.locator('#stats')).toHaveText('Played 0 · Won 0 (0%) · Streak 0 (best 0)');
  expect(await seriousViolations(page)).toEqual([]);
  // A press outside closes it.
  await page.mouse.click(640, 700);
  await expect(page.locator('#more')).toBeHidden();
  // Keyboard shortcuts: a dialog; Escape closes it and the focus goes back to the Menu button.
  await fromMenu(page, '#open-keys');
  await expect(page.locator('#keys')).toBeVisible();
  await expect(page.locator('#keys')).toContainText('New game');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('#keys')).toBeHidden();
  await expect(page.locator('#menu')).toBeFocused();
});

test('the New game dialog: New game then Play deals again at once; N opens it; a number that is none is refused in the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'deal=617');
  await page.keyboard.press('n');
  await expect(page.locator('#new-game-dialog')).toBeVisible();
  await expect(page.locator('#deal-play')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('#deal-input').fill('six');
  await page.locator('#deal-play').click();
  await expect(page.locator('#deal-note')).toHaveText('A deal number is a whole number such as 617; leave it empty for a random deal.');
  await expect(page.locator('#new-game-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\?deal=617$/);
  // Empty: a random deal.
  await page.locator('#deal-input').fill('');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\?deal=617$/);
  await expect(page).toHaveURL(/\?deal=\d+$/);
});

test('the deal field shows a ten-digit number whole', async ({ page }) => {
  for (const [width, height] of [[1280, 800], [1920, 1080], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await open(page, 'deal=617');
    await page.locator('#new-game').click();
    await page.locator('#deal-input').fill('2147483647');
    const cut = await page.locator('#deal-input').evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(cut, `${width}x${height}`).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.locator('#new-game-dialog')).toBeHidden();
  }
});

test('a cell count the address gets wrong keeps the deal it names, with the usual free cells, and says why', async ({ page }) => {
  await open(page, 'deal=617&cells=9');
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(4);
  await expect(page.locator('#message')).toContainText('9');
  await expect(page.locator('#message')).toContainText("The deal was opened with the game's usual free cells.");
  await expect(page).toHaveURL(/\?deal=617$/);
});

test.describe('held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('the status reads in full: "Not winnable"', async ({ page }) => {
    await open(page, 'deal=11982');
    await expect(page.locator('#solvable')).toHaveText('Not winnable from here');
    const cut = await page.locator('#solvable').evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(cut).toBe(false);
    const box = await page.locator('#solvable').boundingBox();
    expect(box.x + box.width).toBeLessThanOrEqual((await page.locator('#new-game').boundingBox()).x);
  });
});

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test.describe(`messages at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a refusal covers no card, and goes when a move is made', async ({ page }) => {
      await open(page, 'deal=617');
      // Long cascades: the middle ones reach down the screen.
      await mouseDrag(page, await grabPoint(page, 'JC'), await dropPoint(page, 'cascade-0'));
      await expect(page.locator('#message')).toHaveText('Only a black ten goes on the jack of diamonds, not the jack of clubs.');
      expect(await cardsUnder(page, '#message')).toEqual([]);
      // A move that works takes the refusal down: it was about the position before.
      await expect(page.locator('.ghost')).toHaveCount(0);
      await card(page, 'JC').dblclick();
      await expect(page.locator('#moves')).toHaveText('1');
      await expect(page.locator('#message')).toBeHidden();
    });

    test('a hint with the solution\'s panel open covers no card', async ({ page }) => {
      await open(page, 'deal=617');
      await page.locator('#hint').click();
      await page.locator('#hint').click();
      await expect(page.locator('#message')).toContainText('Hint');
      expect(await cardsUnder(page, '#message')).toEqual([]);
      await fromMenu(page, '#watch');
      await expect(page.locator('#viewer')).toBeVisible();
      await page.locator('#hint').click();
      await expect(page.locator('#message')).toContainText('Hint');
      expect(await cardsUnder(page, '#message')).toEqual([]);
    });

    test('a link with a bad move says so over no card', async ({ page }) => {
      await open(page, 'deal=617&moves=58,6a,zz,7b');
      await expect(page.locator('#message')).toContainText('zz');
      expect(await cardsUnder(page, '#message')).toEqual([]);
      await expect(pile(page, 'cascade-0')).toBeVisible();
    });
  });
}
