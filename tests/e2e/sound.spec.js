// The card sounds: none before the player's first press; then a card
// picked up, put down, refused, going home, Undo, Redo, Restart, a new
// deal and the win each start sounds; none with Sound off, muted, or at volume 0; the settings
// survive a reload and are checked when read back; the Settings dialog
// passes axe. Sounds are counted as the page starts them: every call of
// OscillatorNode's and AudioBufferSourceNode's start().
import { test, expect } from '@playwright/test';
import {
  open, card, pile, position, homeUpTo, expectPile, chooseSetting, newDealShown, grabPoint, fromMenu, playDeal, NEAR_WIN,
} from './helpers.js';
import { afterFrames } from './waits.js';
import { axe } from './axe.js';

/**
 * Counts the sounds the page starts, in window.__sounds, and the audio
 * contexts it makes, in window.__contexts (from the next page loaded on).
 */
async function countSounds(page) {
  await page.addInitScript(() => {
    window.__sounds = 0;
    window.__contexts = 0;
    const Context = window.AudioContext;
    window.AudioContext = class extends Context {
      constructor(...args) {
        super(...args);
        window.__contexts += 1;
      }
    };
    for (const Node of [OscillatorNode, AudioBufferSourceNode]) {
      const start = Node.prototype.start;
      Node.prototype.start = function (...args) {
        window.__sounds += 1;
        return start.apply(this, args);
      };
    }
  });
}

const started = (page) => page.evaluate(() => window.__sounds);

/**
 * Waits until the page can make sounds: sound.js comes with extras.js,
 * once the board can be played, and the page then makes its audio context
 * while nothing happens (sound.js prepareSound). A press before that
 * starts no sound.
 */
const soundsLoaded = (page) => expect.poll(() => page.evaluate(() => window.__contexts), { timeout: 20_000 }).toBe(1);

/** A press on the title: it does nothing in the game, but it is the player's first press. */
const pressTitle = (page) => page.locator('#title').click();

/** Picks up, puts down, is refused and deals anew on deal 1, by mouse; returns nothing. */
async function playSome(page) {
  await card(page, '8C').click();
  await expect(card(page, '8C')).toHaveClass(/selected/);
  await pile(page, 'freecell-0').click();
  await expectPile(page, 'freecell-0', ['8C']);
  await card(page, '6S').click();
  await card(page, '9C').click(); // a black six on a black nine: refused
  await expect(page.locator('#message')).not.toBeEmpty();
  await playDeal(page, '');
  await newDealShown(page, /deal=1$/);
}

test('no sound before the first press; then a card picked up, put down and refused, and a new deal, each start sounds', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  await soundsLoaded(page); // by then any sound held back would have been started
  await afterFrames(page);
  expect(await started(page)).toBe(0); // the first deal was dealt before any press: silent
  await card(page, '8C').click();
  await expect(card(page, '8C')).toHaveClass(/selected/);
  const picked = await started(page);
  expect(picked).toBeGreaterThan(0);
  await pile(page, 'freecell-0').click();
  await expectPile(page, 'freecell-0', ['8C']);
  const dropped = await started(page);
  expect(dropped).toBeGreaterThan(picked);
  await card(page, '6S').click();
  await expect(card(page, '6S')).toHaveClass(/selected/);
  const pickedAgain = await started(page);
  await card(page, '9C').click();
  await expect(page.locator('#message')).not.toBeEmpty();
  await expectPile(page, 'freecell-1', []);
  const refused = await started(page);
  expect(refused).toBeGreaterThan(pickedAgain);
  await playDeal(page, '');
  await newDealShown(page, /deal=1$/);
  expect(await started(page)).toBeGreaterThan(refused);
});

test('Undo, Redo and Restart each start a sound, and nothing undone starts none', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  await soundsLoaded(page);
  await pressTitle(page);
  await page.keyboard.press('u'); // Undo with nothing to undo
  await afterFrames(page); // its key handled, and the frame it would redraw drawn
  expect(await started(page)).toBe(0);
  await card(page, '8C').dblclick(); // to a free cell
  await expect(page.locator('#moves')).toHaveText('1');
  const moved = await started(page);
  await page.locator('#undo').click();
  await expect(page.locator('#moves')).toHaveText('0');
  const undone = await started(page);
  expect(undone).toBeGreaterThan(moved);
  await page.locator('#redo').click();
  await expect(page.locator('#moves')).toHaveText('1');
  const redone = await started(page);
  expect(redone).toBeGreaterThan(undone);
  await fromMenu(page, '#restart');
  await expect(page.locator('#moves')).toHaveText('0');
  const restarted = await started(page);
  expect(restarted).toBeGreaterThan(redone);
  await page.keyboard.press('Control+z'); // Restart is a step: taken back like a move
  await expect(page.locator('#moves')).toHaveText('1');
  expect(await started(page)).toBeGreaterThan(restarted);
});

test('a drag starts a sound when the card is lifted, and a drop on no pile is refused with one', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  await soundsLoaded(page);
  await pressTitle(page);
  const from = await grabPoint(page, '8C');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  expect(await started(page)).toBe(0); // a press alone lifts nothing
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
  await expect(page.locator('.ghost')).toBeVisible();
  const lifted = await started(page);
  expect(lifted).toBeGreaterThan(0);
  // Over the bar, far from every pile.
  const bar = await page.locator('#title').boundingBox();
  await page.mouse.move(bar.x + 2, 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.locator('#message')).toContainText('Drop the cards on a highlighted pile.');
  expect(await started(page)).toBeGreaterThan(lifted);
});

test('each card going home starts a sound: a move that sends three home starts three more than the same move alone', async ({ page }) => {
  await countSounds(page);
  // Moving the 9H off the clubs sends AC, 2C and 3C home (the red twos are home).
  await open(page, `position=${position({ 'cascade-0': ['3C', '2C', 'AC', '9H'], 'foundation-1': homeUpTo('D', 2), 'foundation-2': homeUpTo('H', 2) })}`);
  await chooseSetting(page, 'autoplay', 'off');
  let count = await started(page);
  expect(await page.evaluate(() => window.freecell.play('1a'))).toBe(true);
  const alone = (await started(page)) - count;
  expect(alone).toBeGreaterThan(0);
  await page.evaluate(() => window.freecell.undo());
  await chooseSetting(page, 'autoplay', 'safe');
  count = await started(page);
  expect(await page.evaluate(() => window.freecell.play('1a'))).toBe(true);
  await expect(page.locator('[data-pile^="foundation"] [data-card="3C"]')).toHaveCount(1);
  expect((await started(page)) - count).toBeGreaterThanOrEqual(alone + 3);
});

test('the win starts sounds of its own: the move that wins starts more than the same kind of move before it', async ({ page }) => {
  await countSounds(page);
  await open(page, `position=${NEAR_WIN}`);
  await chooseSetting(page, 'autoplay', 'off'); // so that each heart goes home by its own move
  let count = await started(page);
  expect(await page.evaluate(() => window.freecell.play('2h'))).toBe(true); // the QH home
  const home = (await started(page)) - count;
  expect(home).toBeGreaterThan(0);
  count = await started(page);
  expect(await page.evaluate(() => window.freecell.play('1h'))).toBe(true); // the KH home: won
  expect(await page.evaluate(() => window.freecell.won())).toBe(true);
  expect((await started(page)) - count).toBeGreaterThan(home);
});

test('with Sound off in Settings, nothing is started: not a pick, a drop, a refusal, a deal nor a win', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  await chooseSetting(page, 'sound', 'off');
  await playSome(page);
  await open(page, `position=${NEAR_WIN}`, { clear: false });
  await card(page, 'QH').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible({ timeout: 10_000 });
  expect(await started(page)).toBe(0);
});

test('at volume 0 nothing is started; the volume chosen is heard again once raised', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  await fromMenu(page, '#open-settings');
  await page.locator('#settings-form [name="volume"]').press('Home');
  await page.locator('#settings-done').click();
  await expect(page.locator('#settings')).toBeHidden();
  await playSome(page);
  expect(await started(page)).toBe(0);
  await fromMenu(page, '#open-settings');
  await page.locator('#settings-form [name="volume"]').press('End');
  // The new level is heard at once, as a sample.
  await expect.poll(() => started(page)).toBeGreaterThan(0);
  await page.locator('#settings-done').click();
  const count = await started(page);
  await card(page, (await pile(page, 'cascade-0').locator('[data-card]').last().getAttribute('data-card'))).click();
  await expect(page.locator('.card.selected')).toHaveCount(1);
  expect(await started(page)).toBeGreaterThan(count);
});

test('Mute sound in the menu silences the page, stays muted after a reload, and turns the sound back on', async ({ page }) => {
  await countSounds(page);
  await open(page, 'deal=1');
  const mute = page.locator('#mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await fromMenu(page, '#mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await playSome(page);
  expect(await started(page)).toBe(0);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#settings-form [name="sound"]')).toHaveValue('off');
  await page.locator('#settings-done').click();
  const shown = await pile(page, 'cascade-0').locator('[data-card]').last().getAttribute('data-card');
  await card(page, shown).click();
  await expect(card(page, shown)).toHaveClass(/selected/);
  expect(await started(page)).toBe(0);
  await fromMenu(page, '#mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  const url = page.url();
  await playDeal(page, '');
  await newDealShown(page, url);
  expect(await started(page)).toBeGreaterThan(0);
});

test('the sound and its volume survive a reload, and a volume that is not a whole number from 0 to 100 is read as the default', async ({ page }) => {
  await open(page, 'deal=1');
  await chooseSetting(page, 'sound', 'off');
  await fromMenu(page, '#open-settings');
  const volume = page.locator('#settings-form [name="volume"]');
  await volume.press('Home');
  for (let k = 0; k < 6; k += 1) await volume.press('ArrowRight');
  await expect(volume).toHaveValue('30');
  await page.locator('#settings-done').click();
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.settings')));
  expect(saved).toMatchObject({ sound: 'off', volume: 30 });
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#settings-form [name="sound"]')).toHaveValue('off');
  await expect(volume).toHaveValue('30');
  await page.locator('#settings-done').click();
  // Every kind of bad volume is read in tests/unit/settings.test.mjs; here one goes through a reload.
  for (const bad of [12.5]) {
    await page.evaluate((v) => localStorage.setItem('freecell.settings', JSON.stringify({ sound: 'loud', volume: v, deck: 'four-blue' })), bad);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await fromMenu(page, '#open-settings');
    await expect(volume, String(bad)).toHaveValue('60');
    await expect(page.locator('#settings-form [name="sound"]')).toHaveValue('on');
    await expect(page.locator('#settings-form [name="deck"]')).toHaveValue('four-blue'); // the valid ones kept
    await page.locator('#settings-done').click();
  }
});

test('accessibility: the Settings dialog, with its sound and volume, has no serious or critical axe violation, in each theme', async ({ page }) => {
  await open(page, 'deal=1');
  for (const theme of ['felt', 'contrast']) {
    await chooseSetting(page, 'theme', theme);
    await fromMenu(page, '#open-settings');
    await expect(page.locator('#settings-form [name="volume"]')).toBeVisible();
    const results = await axe(page, '#settings');
    const bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
    expect(bad.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await page.locator('#settings-done').click();
  }
});
