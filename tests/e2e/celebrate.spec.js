// The win's celebration: the cards bounce off the foundations for a few
// seconds before the win dialog; a press or a key cuts it short (and does
// nothing else); none under reduced motion, with Animation off, or when a
// won game is only reloaded; the board and the saved game stay as they
// were, all 52 cards on the foundations.
import { test, expect } from '@playwright/test';
import { open, card, chooseSetting, savedRecord, NEAR_WIN } from './helpers.js';
import { afterFrames, extrasSettled } from './waits.js';

// The celebration is motion: these tests see the page as most players do.
test.use({ reducedMotion: 'no-preference' });

/** Notes in window.__celebrated whether the celebration's element ever came (from the next page loaded on). */
async function watchCelebration(page) {
  await page.addInitScript(() => {
    window.__celebrated = false;
    new MutationObserver(() => {
      if (document.getElementById('celebration')) window.__celebrated = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const celebrated = (page) => page.evaluate(() => window.__celebrated);
const storage = (page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

/**
 * Waits for the win's save to land (it follows the move once IndexedDB has
 * given it its revision), so that storage noted after it is the won game's.
 */
async function winSaved(page) {
  await expect.poll(async () => (await savedRecord(page, `freecell/4/position/${NEAR_WIN}`))?.play.wonAt ?? null).not.toBeNull();
}

/** The cards the foundations show, and whether every one of them is visible. */
async function expectAllHome(page) {
  const home = page.locator('[data-pile^="foundation"] [data-card]');
  await expect(home).toHaveCount(52);
  expect(await home.evaluateAll((els) => els.every((e) => getComputedStyle(e).visibility === 'visible'))).toBe(true);
}

for (const how of ['press', 'key']) {
  test(`a win is celebrated before its dialog; a ${how} cuts it short, shows the dialog with its first button in focus, and does nothing else (not even Undo)`, async ({ page }) => {
    await open(page, `position=${NEAR_WIN}`);
    await card(page, 'QH').dblclick();
    const celebration = page.locator('#celebration');
    await expect(celebration).toBeVisible();
    await expect(page.locator('dialog#win')).toBeHidden();
    const won = await page.evaluate(() => window.freecell.position());
    await winSaved(page);
    const saved = await storage(page);
    // Cards in flight: the first has left its foundation.
    await expect(page.locator('#board')).toHaveClass(/celebrating/);
    // Where Undo is, under the celebration; U is Undo's key.
    const undo = await page.locator('#undo').boundingBox();
    if (how === 'press') await page.mouse.click(undo.x + undo.width / 2, undo.y + undo.height / 2);
    else await page.keyboard.press('u');
    await expect(celebration).toHaveCount(0);
    await expect(page.locator('dialog#win')).toBeVisible();
    await expect(page.locator('#win-new')).toBeFocused();
    await afterFrames(page); // the press's or key's release has been handled
    await expect(page.locator('dialog#win')).toBeVisible(); // not closed, nor New deal pressed
    expect(await page.evaluate(() => window.freecell.position())).toBe(won);
    expect(await page.evaluate(() => window.freecell.won())).toBe(true);
    expect(await storage(page)).toBe(saved);
    await expectAllHome(page);
  });
}

test('left alone, the celebration ends by itself within a few seconds, the dialog shows, and no card is lost', async ({ page }) => {
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('#celebration')).toBeVisible();
  await winSaved(page);
  const saved = await storage(page);
  await expect(page.locator('dialog#win')).toBeVisible({ timeout: 6000 });
  await expect(page.locator('#celebration')).toHaveCount(0);
  await expect(page.locator('#win-new')).toBeFocused();
  expect(await storage(page)).toBe(saved);
  await expectAllHome(page);
});

for (const how of ['reduced motion', 'Animation off']) {
  test(`with ${how}, a win shows its dialog at once, with no celebration`, async ({ page }) => {
    await watchCelebration(page);
    if (how === 'reduced motion') await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `position=${NEAR_WIN}`);
    if (how === 'Animation off') await chooseSetting(page, 'speed', 'off');
    await card(page, 'QH').dblclick();
    // At once: the dialog opens with the last card home, no celebration
    // having been shown before it (a clock would measure the machine's load).
    await expect(page.locator('dialog#win')).toBeVisible();
    expect(await celebrated(page)).toBe(false);
    await expectAllHome(page);
  });
}

test('a won game reloaded is not celebrated again', async ({ page }) => {
  await watchCelebration(page);
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('#celebration')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog#win')).toBeVisible();
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await page.evaluate(() => window.freecell.won())).toBe(true);
  // extras.js, which celebrates a win, has started on the won game: a celebration would have begun.
  await extrasSettled(page);
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', 'won');
  expect(await celebrated(page)).toBe(false);
  await expectAllHome(page);
});

test('a win whose save lands after its dialog opened: the dialog then counts it, and the celebration does not come again', async ({ page }) => {
  await page.addInitScript(() => {
    // IndexedDB that never answers: a save lands once the tab stops waiting for it (2.5 s).
    indexedDB.open = () => ({});
    window.__celebrations = 0;
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) if (node.id === 'celebration') window.__celebrations += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await open(page, `position=${NEAR_WIN}`);
  await page.evaluate(() => window.freecell.play('2h'));
  await expect(page.locator('#celebration')).toBeAttached();
  await page.keyboard.press('x'); // cuts it short: the dialog, before the save has landed
  await expect(page.locator('dialog#win')).toBeVisible();
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1');
  expect(await page.evaluate(() => window.__celebrations)).toBe(1);
  await expect(page.locator('#celebration')).toHaveCount(0);
});
