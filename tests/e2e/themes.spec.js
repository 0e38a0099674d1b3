// The themes and the animation speed: each theme chosen in Settings shows,
// is kept after a reload and passes axe; Automatic follows the system's
// dark scheme until the player chooses; each speed sets the durations the
// page gives its slides (read through the page, not timed), and reduced
// motion means instant whatever the setting.
import { test, expect } from '@playwright/test';
import { axe } from './axe.js';
import { open, card, position, homeUpTo, chooseSetting, expectPile, fromMenu } from './helpers.js';
import { afterFrames } from './waits.js';

const THEMES = ['felt', 'dark', 'classic', 'contrast'];
const root = (page) => page.locator('html');
const feltColour = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundImage + getComputedStyle(document.body).backgroundColor);

async function axeClean(page, what) {
  const results = await axe(page);
  const bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const theme of THEMES) {
  test(`the ${theme} theme chosen in Settings shows, is kept after a reload, and passes axe`, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, 'deal=1');
    await expect(root(page)).toHaveAttribute('data-theme', 'felt'); // Automatic, on a light system
    const felt = await feltColour(page);
    await chooseSetting(page, 'theme', theme);
    await expect(root(page)).toHaveAttribute('data-theme', theme);
    if (theme !== 'felt') expect(await feltColour(page)).not.toBe(felt);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await expect(root(page)).toHaveAttribute('data-theme', theme);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.settings')).theme)).toBe(theme);
    await card(page, '8C').click(); // a selection and lit targets
    await axeClean(page, theme);
  });
}

test('the dark table\'s dialogs are dark too, and axe finds nothing in them', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, 'deal=1');
  await chooseSetting(page, 'theme', 'dark');
  // The relative luminance of a dialog's background (0 black, 1 white).
  const luminance = (id) => page.locator(id).evaluate((el) => {
    const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g).slice(0, 3).map(Number)
      .map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
  for (const [opener, id, ready] of [['#open-settings', '#settings', '#settings-form'], ['#open-stats', '#statistics', '#statistics [data-stat]'], ['#open-daily', '#daily', '.daily-day']]) {
    await fromMenu(page, opener);
    await expect(page.locator(id)).toBeVisible();
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await luminance(id), id).toBeLessThan(0.05);
    await axeClean(page, `dark ${id}`);
    await page.keyboard.press('Escape');
    await expect(page.locator(id)).toBeHidden();
  }
});

test('Automatic follows the system\'s dark scheme, as it changes, until the player chooses a theme', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'deal=1');
  await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#15191d');
  await axeClean(page, 'dark, followed');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root(page)).toHaveAttribute('data-theme', 'felt');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  await chooseSetting(page, 'theme', 'classic');
  await expect(root(page)).toHaveAttribute('data-theme', 'classic');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await expect(root(page)).toHaveAttribute('data-theme', 'classic');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root(page)).toHaveAttribute('data-theme', 'classic');
  await chooseSetting(page, 'theme', 'felt');
  await expect(root(page)).toHaveAttribute('data-theme', 'felt');
});

/** Records the duration and delay of every slide the page starts. */
async function recordSlides(page) {
  await page.addInitScript(() => {
    window.__slides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      window.__slides.push({ card: this.dataset.card, duration: options?.duration, delay: options?.delay ?? 0 });
      return animate.call(this, frames, options);
    };
  });
}
const slides = (page) => page.evaluate(() => window.__slides.splice(0));

// Moving the 9H off the clubs sends AC, 2C and 3C home one after another.
const AUTOPLAY = position({ 'cascade-0': ['3C', '2C', 'AC', '9H'], 'foundation-1': homeUpTo('D', 2), 'foundation-2': homeUpTo('H', 2) });
const SPEEDS = { off: 0, fast: 0.5, normal: 1, slow: 1.6 };

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  for (const [speed, factor] of Object.entries(SPEEDS)) {
    test(`the ${speed === 'off' ? 'instant (off)' : speed} animation speed sets the length of slides, of autoplay's queue and of the deal dealt again${factor ? '' : ': none slides'}`, async ({ page }) => {
      await recordSlides(page);
      await open(page, `position=${AUTOPLAY}`);
      await chooseSetting(page, 'speed', speed);
      await slides(page);
      await card(page, '9H').dblclick();
      await expect(page.locator('[data-pile^="foundation"] [data-card="3C"]')).toHaveCount(1);
      if (factor === 0) {
        await afterFrames(page);
        expect(await slides(page), speed).toEqual([]);
      } else {
        await expect.poll(() => page.evaluate(() => window.__slides.length)).toBeGreaterThanOrEqual(4);
        const moved = await slides(page);
        for (const s of moved) expect(s.duration, speed).toBe(180 * factor);
        expect(moved.find((s) => s.card === 'AC').delay, speed).toBe(Math.round(70 * factor));
      }
      // The deal again (Restart): the cards slide back to where they were dealt, as long.
      await fromMenu(page, '#restart');
      await expectPile(page, 'cascade-0', ['3C', '2C', 'AC', '9H']);
      if (factor === 0) {
        await afterFrames(page);
        expect(await slides(page), speed).toEqual([]);
      } else {
        await expect.poll(() => page.evaluate(() => window.__slides.length)).toBeGreaterThanOrEqual(4);
        for (const s of await slides(page)) expect(s.duration, speed).toBe(180 * factor);
      }
    });
  }
});

test('reduced motion means instant, whatever the speed chosen, and Settings says so', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordSlides(page);
  await open(page, 'deal=1');
  await chooseSetting(page, 'speed', 'slow');
  await slides(page);
  await card(page, '8C').dblclick();
  await expectPile(page, 'freecell-0', ['8C']);
  await afterFrames(page);
  expect(await slides(page)).toEqual([]);
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#motion-note')).toBeVisible();
});
