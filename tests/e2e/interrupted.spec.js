// A drag that ends some other way than a drop: the window loses focus, the
// browser takes a touch over, Escape, another tab plays the same game, the
// window changes size. The cards must glide back (or, when the game changed
// under them, simply be where the game has them), nothing may throw, and
// the next press must pick up what it presses.
import { test, expect } from '@playwright/test';
import {
  open, pile, card, codes, expectPile, grabPoint, dropPoint,
} from './helpers.js';

// Deal 617: cascade 5 is 5S 6D 6S 8S 7C JC; the JC may go on the QH that
// tops cascade 8.
const CASCADE_5 = '5S 6D 6S 8S 7C JC'.split(' ');

/** Collects the page's uncaught errors. */
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Presses the JC with the mouse and carries it partway towards cascade 1 (a drag, not yet dropped). */
async function startMouseDrag(page) {
  const from = await grabPoint(page, 'JC');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 60, from.y + 40, { steps: 6 });
  await expect(page.locator('.ghost')).toHaveCount(1);
  await expect(pile(page, 'cascade-7')).toHaveClass(/target/);
  return from;
}

/** The board is as it was and can be played: no ghost, no pile lit, the JC shown, and the JC (not the 7C) is picked up by the next press. */
async function expectPlayable(page, errors) {
  await expect(page.locator('.ghost')).toHaveCount(0);
  await expect(page.locator('.pile.target')).toHaveCount(0);
  await expect(card(page, 'JC')).toBeVisible();
  await expect(card(page, 'JC')).not.toHaveClass(/lifted/);
  await expect(page.locator('#moves')).toHaveText('0');
  await card(page, 'JC').click();
  await expect(card(page, 'JC')).toHaveClass(/selected/);
  await expect(card(page, '7C')).not.toHaveClass(/selected/);
  await pile(page, 'cascade-7').click();
  await expectPile(page, 'cascade-7', 'AH KH TC JS 2S QH JC'.split(' '));
  await expectPile(page, 'cascade-4', CASCADE_5.slice(0, -1));
  expect(errors).toEqual([]);
}

test('a drag cut short by the window losing focus glides back, and play goes on', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'deal=617');
  await startMouseDrag(page);
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(page.locator('.ghost')).toHaveCount(0);
  await page.mouse.up();
  await expectPile(page, 'cascade-4', CASCADE_5);
  await expectPlayable(page, errors);
});

test('Escape during a drag puts the cards back', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'deal=617');
  const from = await startMouseDrag(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ghost')).toHaveCount(0);
  // Letting go over the QH afterwards moves nothing: the drag is over.
  const to = await dropPoint(page, 'cascade-7');
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expectPile(page, 'cascade-4', CASCADE_5);
  expect(from).toBeTruthy();
  await expectPlayable(page, errors);
});

test('a hidden tab ends the drag it had', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'deal=617');
  await startMouseDrag(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.hidden;
  });
  await expect(page.locator('.ghost')).toHaveCount(0);
  await page.mouse.up();
  await expectPlayable(page, errors);
});

test('another tab moving in the same game ends the drag, and the board shows its game', async ({ page, context }) => {
  const errors = errorsOf(page);
  await open(page, 'deal=617');
  const other = await context.newPage();
  await other.goto('/index.html?deal=617');
  await other.waitForSelector('html[data-ready]');
  await startMouseDrag(page);
  // The other tab puts cascade 7's JH in a free cell.
  expect(await other.evaluate(() => window.freecell.play('7a'))).toBe(true);
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(page.locator('.ghost')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator('.pile.target')).toHaveCount(0);
  await expect(card(page, 'JC')).toBeVisible();
  expect(await codes(page, 'cascade-4')).toEqual(CASCADE_5);
  // The JC is picked up by the next press, and goes on the QH.
  await card(page, 'JC').click();
  await expect(card(page, 'JC')).toHaveClass(/selected/);
  await pile(page, 'cascade-7').click();
  await expectPile(page, 'cascade-7', 'AH KH TC JS 2S QH JC'.split(' '));
  expect(errors).toEqual([]);
});

test('the window resized mid-drag: the drop lands on the pile under it now', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = errorsOf(page);
  await open(page, 'deal=617');
  await startMouseDrag(page);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect.poll(async () => (await pile(page, 'cascade-7').boundingBox()).x).toBeLessThan(700);
  const to = await dropPoint(page, 'cascade-7');
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await expectPile(page, 'cascade-7', 'AH KH TC JS 2S QH JC'.split(' '));
  await expect(page.locator('#moves')).toHaveText('1');
  await expect(page.locator('.ghost')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a touch the browser cancels glides back, and the card under it is not picked by the next tap', async ({ page }) => {
    const errors = errorsOf(page);
    await open(page, 'deal=617');
    const from = await grabPoint(page, 'JC');
    const cdp = await page.context().newCDPSession(page);
    const at = (x, y) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
    for (let k = 1; k <= 6; k += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x - 6 * k, from.y + 8 * k) });
    }
    await expect(page.locator('.ghost')).toHaveCount(1);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await expect(page.locator('.ghost')).toHaveCount(0);
    await expect(page.locator('.pile.target')).toHaveCount(0);
    await expect(card(page, 'JC')).toBeVisible();
    await expect(card(page, 'JC')).not.toHaveClass(/lifted/);
    // A tap where the JC is picks the JC, and a tap on the QH puts it there.
    const jc = await grabPoint(page, 'JC');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(jc.x, jc.y) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(card(page, 'JC')).toHaveClass(/selected/);
    await expect(page.locator('#message')).not.toContainText('Only the top');
    const qh = await dropPoint(page, 'cascade-7');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(qh.x, qh.y) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectPile(page, 'cascade-7', 'AH KH TC JS 2S QH JC'.split(' '));
    expect(errors).toEqual([]);
  });
});
