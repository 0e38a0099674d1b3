// Settings for the eyes and the hands: each one does what it says, is saved
// and survives a reload; every theme passes axe, its contrast rule checked
// to the last text.
import { test, expect } from '@playwright/test';
import { open, card, codes, pile, position, chooseSetting, fromMenu } from './helpers.js';
import { afterFrames } from './waits.js';
import { axe } from './axe.js';

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const colour = (page, code) => card(page, code).locator('.index').first().evaluate((e) => getComputedStyle(e).color);
const indexSize = (page, code) => card(page, code).locator('.index').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));

test('four-colour decks: clubs green, diamonds blue or orange; two colours by default', async ({ page }) => {
  await open(page, 'deal=1');
  expect(await colour(page, '9C')).toBe(rgb('#161616'));
  expect(await colour(page, '6D')).toBe(rgb('#b5102a'));
  await chooseSetting(page, 'deck', 'four-blue');
  expect(await colour(page, '9C')).toBe(rgb('#0b7a31'));
  expect(await colour(page, '6D')).toBe(rgb('#1457c9'));
  expect(await colour(page, '6S')).toBe(rgb('#161616'));
  expect(await colour(page, '2H')).toBe(rgb('#b5102a'));
  await chooseSetting(page, 'deck', 'four-orange');
  expect(await colour(page, '6D')).toBe(rgb('#b34700'));
  expect(await colour(page, '9C')).toBe(rgb('#0b7a31'));
});

test('large corner indexes are larger, and a long cascade still shows every one, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const long = ['QD', '6C', '8D', '9S', '4H', 'KS', 'QH', 'JC', 'TD', '9C', '8H', '7S', '6D', '5S', '4D', '3S', '2D'];
  await open(page, `position=${position({ 'cascade-3': ['KC', 'QC', ...long] })}`);
  const normal = await indexSize(page, '2D');
  await chooseSetting(page, 'index', true);
  await expect.poll(() => indexSize(page, '2D')).toBeGreaterThanOrEqual(16);
  const large = await indexSize(page, '2D');
  expect(large).toBeGreaterThan(normal * 1.25);
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', /^(winnable|lost|unknown)$/);
  const boxes = await pile(page, 'cascade-3').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  expect(boxes.at(-1).bottom).toBeLessThanOrEqual(740);
  // Each index shows whole, tails of J and Q too (they hang about a fifth of the index below its line).
  for (let k = 1; k < boxes.length; k += 1) expect(boxes[k].top - boxes[k - 1].top).toBeGreaterThanOrEqual(1.15 * large);
  // The index fits its card: '10' and the suit side by side.
  const ten = await card(page, 'TD').evaluate((c) => [c.querySelector('.index').getBoundingClientRect().right, c.getBoundingClientRect().right]);
  expect(ten[0]).toBeLessThanOrEqual(ten[1]);
});

for (const [size, index] of [['1280x800', true], ['1920x1080', true], ['1280x800', false]]) {
  test(`at ${size}, ${index ? 'large' : 'normal'} corner indexes show whole on every covered card, J and Q tails too`, async ({ page }) => {
    const [width, height] = size.split('x').map(Number);
    await page.setViewportSize({ width, height });
    // Deal 1, and a cascade of 19 cards.
    const long = ['QD', '6C', '8D', '9S', '4H', 'KS', 'QH', 'JC', 'TD', '9C', '8H', '7S', '6D', '5S', '4D', '3S', '2D'];
    for (const address of ['deal=1', `position=${position({ 'cascade-3': ['KC', 'QC', ...long] })}`]) {
      await open(page, address);
      if (index) await chooseSetting(page, 'index', true);
      for (let c = 0; c < 8; c += 1) {
        const cards = pile(page, `cascade-${c}`).locator('[data-card]');
        const tops = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        const size_ = await cards.first().locator('.index').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        for (let k = 1; k < tops.length; k += 1) expect(tops[k] - tops[k - 1], `${address} cascade ${c + 1}`).toBeGreaterThanOrEqual(1.15 * size_);
      }
    }
  });
}

test('on the narrow cards of ten cascades on a phone, a large index gives way to fit: every ten shows its suit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'game=seahaven&deal=617');
  await chooseSetting(page, 'index', true);
  for (const code of ['TC', 'TD', 'TH', 'TS']) {
    const [index, edge] = await card(page, code).evaluate((c) => [c.querySelector('.index').getBoundingClientRect().right, c.getBoundingClientRect().right]);
    expect(index, code).toBeLessThanOrEqual(edge);
  }
});

test('a card picked up or hinted is ringed in the high-contrast theme and under forced colours; the places it may go are outlined', async ({ page }) => {
  await open(page, 'deal=1');
  await chooseSetting(page, 'theme', 'contrast');
  const ring = (code) => card(page, code).evaluate((e) => getComputedStyle(e).boxShadow);
  await card(page, '6S').click();
  await expect(card(page, '6S')).toHaveClass(/selected/);
  expect(await ring('6S')).toContain('rgb(255, 225, 0) 0px 0px 0px 4px');
  await card(page, '6S').click(); // put down
  await page.locator('#hint').click();
  await page.locator('#hint').click();
  await expect(page.locator('#board .card.hint').first()).toBeVisible();
  expect(await page.locator('#board .card.hint').first().evaluate((e) => getComputedStyle(e).boxShadow)).toContain('4px');
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, 'deal=1');
  await card(page, '6S').click();
  await expect(card(page, '6S')).toHaveClass(/selected/);
  expect(await ring('6S')).not.toBe('none');
  // An empty free cell it may go to is outlined.
  await expect(pile(page, 'freecell-0')).toHaveClass(/target/);
  expect(await pile(page, 'freecell-0').evaluate((e) => getComputedStyle(e, '::before').outlineStyle)).toBe('dashed');
});

test('left-handed: the foundations on the left of the top row, the arrow keys following; on a phone the buttons mirrored', async ({ page }) => {
  await open(page, 'deal=1');
  const x = async (id) => (await pile(page, id).boundingBox()).x;
  expect(await x('freecell-0')).toBeLessThan(await x('foundation-0'));
  await chooseSetting(page, 'hand', true);
  expect(await x('foundation-3')).toBeLessThan(await x('freecell-0'));
  expect(await x('foundation-0')).toBeLessThan(await x('foundation-3'));
  // The arrow keys go the way the piles are seen.
  await pile(page, 'cascade-0').focus();
  await page.keyboard.press('ArrowUp');
  await expect(pile(page, 'foundation-0')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(pile(page, 'freecell-3')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(pile(page, 'foundation-0')).toBeFocused();
  await page.setViewportSize({ width: 360, height: 740 });
  const menu = await page.locator('#menu').boundingBox();
  const newDeal = await page.locator('#new-game').boundingBox();
  expect(menu.x).toBeLessThan(newDeal.x);
  expect(Math.round(menu.y)).toBe(Math.round(newDeal.y));
  await page.locator('#menu').click();
  expect((await page.locator('#more').boundingBox()).x).toBeLessThan(20);
});

/** Durations of the slides started while `action` runs. */
async function slides(page, action) {
  await page.evaluate(() => { window.__slides = []; });
  await action();
  await afterFrames(page); // slides start in the frame that draws the move (controller.js redraw)
  return page.evaluate(() => window.__slides);
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('animation speed: off, fast, normal, slow; the system\'s reduced motion wins over any speed', async ({ page }) => {
    await page.addInitScript(() => {
      window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        window.__slides.push(options.duration);
        return animate.call(this, frames, options);
      };
    });
    await open(page, 'deal=1');
    const move = async () => {
      await card(page, '8C').dblclick();
      await expect(page.locator('#moves')).toHaveText('1');
      await page.locator('#undo').click();
      await expect(page.locator('#moves')).toHaveText('0');
    };
    for (const [speed, ms] of [['off', null], ['fast', 90], ['normal', 180], ['slow', 288]]) {
      await chooseSetting(page, 'speed', speed);
      const seen = await slides(page, move);
      if (ms === null) expect(seen, speed).toEqual([]);
      else {
        expect(seen.length, speed).toBeGreaterThan(0);
        for (const d of seen) expect(d, speed).toBeCloseTo(ms, 0);
      }
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fromMenu(page, '#open-settings');
    await expect(page.locator('#motion-note')).toBeVisible();
    await page.locator('#settings-done').click();
    expect(await slides(page, move)).toEqual([]);
  });
});

test('high contrast: black and white with solid outlines', async ({ page }) => {
  await open(page, 'deal=1');
  await chooseSetting(page, 'theme', 'contrast');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');
  expect(await pile(page, 'freecell-0').evaluate((e) => getComputedStyle(e, '::before').borderStyle)).toBe('solid');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
});

test('high contrast: a button that cannot be used now reads as hollow, not as one held down', async ({ page }) => {
  await open(page, 'deal=1');
  await chooseSetting(page, 'theme', 'contrast');
  await card(page, '6S').dblclick();
  await expect(page.locator('#redo')).toBeDisabled();
  await expect(page.locator('#undo')).toBeEnabled();
  const look = (id) => page.locator(id).evaluate((e) => {
    const s = getComputedStyle(e);
    return { background: s.backgroundColor, border: s.borderTopStyle };
  });
  // Available: filled white. Unavailable: the bar's black showing through a dashed edge.
  expect(await look('#undo')).toEqual({ background: 'rgb(255, 255, 255)', border: 'solid' });
  expect(await look('#redo')).toEqual({ background: 'rgb(0, 0, 0)', border: 'dashed' });
});

test('every setting survives a reload', async ({ page }) => {
  await open(page, 'deal=1');
  const chosen = { autoplay: 'all', deck: 'four-orange', index: true, theme: 'contrast', hand: true, speed: 'slow' };
  for (const [name, value] of Object.entries(chosen)) await chooseSetting(page, name, value);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-deck', 'four-orange');
  await expect(root).toHaveAttribute('data-index', 'large');
  await expect(root).toHaveAttribute('data-theme', 'contrast');
  await expect(root).toHaveAttribute('data-hand', 'left');
  expect(await colour(page, '6D')).toBe(rgb('#b34700'));
  await fromMenu(page, '#open-settings');
  const form = page.locator('#settings-form');
  await expect(form.locator('[name="autoplay"]')).toHaveValue('all');
  await expect(form.locator('[name="deck"]')).toHaveValue('four-orange');
  await expect(form.locator('[name="index"]')).toBeChecked();
  await expect(form.locator('[name="theme"]')).toHaveValue('contrast');
  await expect(form.locator('[name="hand"]')).toBeChecked();
  await expect(form.locator('[name="speed"]')).toHaveValue('slow');
  await page.locator('#settings-done').click();
  // Autoplay 'all' sends the 8C's way clear: after a move, every card that can go home goes.
  const top = (await codes(page, 'cascade-5')).at(-1);
  await card(page, top).dblclick();
  await expect(page.locator('#moves')).toHaveText('1');
});

test('a setting changed in one tab reaches the others', async ({ page, context }) => {
  await open(page, 'deal=1');
  const other = await context.newPage();
  await open(other, 'deal=2', { clear: false });
  await chooseSetting(page, 'theme', 'contrast');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'contrast');
});

/**
 * axe on the page as it is: no serious or critical violation, none of its
 * color-contrast rule, and a measure of what that rule leaves undecided: a
 * covered card's index is out of sight; any other text is measured here
 * against the first opaque background behind it, or each colour of a
 * gradient (axe decides neither a text on a gradient nor one of several
 * lines in a dialog over the board).
 */
async function expectClean(page, what) {
  const results = await axe(page);
  const bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact) || v.id === 'color-contrast');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.any[0]?.message ?? ''}`).join(', ')}`), what).toEqual([]);
  const rule = (list) => list.filter((r) => r.id === 'color-contrast').flatMap((r) => r.nodes);
  const undecided = rule(results.incomplete).map((n) => n.target.join(' '));
  const measured = await page.evaluate((selectors) => {
    const parse = (c) => c.match(/[\d.]+/g).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    return selectors.map((selector) => {
      const el = document.querySelector(selector);
      const cardEl = el.closest('.card');
      if (cardEl && cardEl.nextElementSibling?.classList.contains('card')) return null; // covered by the next card
      // The backgrounds behind: an opaque colour, or each colour of a gradient (the worst counts).
      let bgs = null;
      for (let a = el; a && !bgs; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.backgroundImage !== 'none') {
          if (!/^(linear|radial)-gradient\(/.test(style.backgroundImage)) return { selector, problem: 'over an image' };
          bgs = style.backgroundImage.match(/rgba?\([^)]*\)/g).map(parse);
          if (bgs.some((c) => c.length === 4 && c[3] < 1)) return { selector, problem: 'over a see-through gradient' };
        } else {
          const c = parse(style.backgroundColor);
          if (c.length === 3 || c[3] === 1) bgs = [c];
        }
      }
      const style = getComputedStyle(el);
      const fg = lum(parse(style.color));
      const ratio = Math.min(...bgs.map((bg) => {
        const [hi, lo] = [fg, lum(bg)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      }));
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return { selector, ratio, needed: large ? 3 : 4.5 };
    }).filter(Boolean);
  }, undecided);
  const weak = measured.filter((m) => m.problem || m.ratio < m.needed).map((m) => `${m.selector}: ${m.problem ?? m.ratio.toFixed(2)}`);
  expect(weak, `${what}: texts the contrast rule left undecided`).toEqual([]);
  expect(rule(results.passes).length + measured.length, `${what}: texts checked`).toBeGreaterThan(5);
}

for (const theme of ['felt', 'dark', 'classic', 'contrast']) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    const size = `${viewport.width}x${viewport.height}`;

    // One page load for every state of a theme and size: each state is made
    // afresh from the one before (a selection put down, the deck set back to
    // the default before the large indexes), and axe checks each one once.
    test(`axe in the ${theme} theme at ${size}, contrast included: the board in each deck with a selection, large indexes, the menu, the dialogs, a hint`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await open(page, 'deal=1');
      await chooseSetting(page, 'theme', theme);
      await expect(page.locator('#solvable')).toHaveText('Winnable');
      for (const deck of ['two', 'four-blue', 'four-orange']) {
        await chooseSetting(page, 'deck', deck);
        await card(page, '8C').click(); // a selection and lit targets
        await expectClean(page, `${theme}, ${deck} deck`);
        await page.keyboard.press('Escape');
        await expect(card(page, '8C')).not.toHaveClass(/selected/);
      }
      await chooseSetting(page, 'deck', 'two');
      await chooseSetting(page, 'index', true);
      await expectClean(page, `${theme}, large indexes`);
      const menu = await page.locator('#menu').isVisible();
      if (menu) {
        await page.locator('#menu').click();
        await expectClean(page, `${theme}, the menu`);
      }
      await fromMenu(page, '#open-settings');
      await expectClean(page, `${theme}, settings`);
      await page.locator('#settings-done').click();
      if (menu) await page.locator('#menu').click();
      await fromMenu(page, '#open-stats');
      await expectClean(page, `${theme}, statistics`);
      await page.locator('#statistics-close').click();
      await card(page, '8C').dblclick();
      await page.locator('#hint').click();
      await expect(page.locator('#message')).toContainText('Hint');
      await expectClean(page, `${theme}, a hint and its message`);
    });
  }
}
