// The page on a phone held upright: a short bar whose play buttons stay in
// sight, a Menu panel for Solve, Restart, the Settings and Statistics
// dialogs and the statistics, and the New game dialog.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { open, pile, card, codes, tap, DEAL_1, fromMenu } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const IN_SIGHT = ['#new-game', '#undo', '#redo', '#hint', '#menu'];
const IN_MENU = ['#solve', '#restart', '#open-settings', '#open-stats', '#stats'];

test('the bar is at most 90 px; the game, the moves, the time and the status are read in full; the play buttons are finger-sized and in sight, the rest under Menu', async ({ page }) => {
  // The longest game name, with a grade beside it.
  await open(page, 'game=relaxed-freecell&deal=11');
  await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 20_000 });
  for (const id of ['#title', '#solvable']) {
    const cut = await page.locator(id).evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(cut, id).toBe(false);
  }
  // A title longer than the row: the game's name gives way, the deal is read
  // in full, and the grade stays beside it (the bar keeps its three rows).
  await open(page, 'game=relaxed-freecell&cells=2&deal=2147483647');
  await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 20_000 });
  const dealShown = await page.locator('#title-deal').boundingBox();
  expect(await page.locator('#title-deal').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(false);
  const grade = await page.locator('#grade').boundingBox();
  expect(dealShown.x + dealShown.width).toBeLessThanOrEqual(grade.x);
  expect(grade.x + grade.width).toBeLessThanOrEqual(360);
  expect(Math.abs(grade.y + grade.height / 2 - (dealShown.y + dealShown.height / 2))).toBeLessThan(4);
  expect((await page.locator('#title-game').boundingBox()).width).toBeGreaterThan(40);
  expect((await page.locator('#bar').boundingBox()).height).toBeLessThanOrEqual(90);
  await open(page, 'deal=1');
  await expect(page.locator('#solvable')).toHaveText('Winnable');
  await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 20_000 });
  const bar = await page.locator('#bar').boundingBox();
  expect(bar.height).toBeLessThanOrEqual(90);
  const rows = new Set();
  for (const selector of IN_SIGHT) {
    const box = await page.locator(selector).boundingBox();
    expect(box, selector).not.toBeNull();
    expect(box.width, selector).toBeGreaterThanOrEqual(40);
    expect(box.height, selector).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width, selector).toBeLessThanOrEqual(360);
    rows.add(Math.round(box.y));
  }
  expect(rows.size).toBe(1);
  for (const id of ['#title', '#moves', '#clock', '#solvable']) {
    const box = await page.locator(id).boundingBox();
    expect(box.y + box.height, id).toBeLessThanOrEqual(Math.min(...rows));
  }
  for (const selector of IN_MENU) await expect(page.locator(selector)).toBeHidden();
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');

  // Opening the menu lays its panel over the board: nothing on the board moves.
  const before = await pile(page, 'cascade-0').boundingBox();
  await page.locator('#menu').tap();
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'true');
  for (const selector of IN_MENU) await expect(page.locator(selector)).toBeVisible();
  await expect(page.locator('#stats')).toHaveText('Played 0 · Won 0 (0%) · Streak 0 (best 0)');
  for (const selector of ['#solve', '#restart', '#open-settings', '#open-stats']) {
    const box = await page.locator(selector).boundingBox();
    expect(box.height, selector).toBeGreaterThanOrEqual(40);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, selector).toBeLessThanOrEqual(360);
  }
  expect(await pile(page, 'cascade-0').boundingBox()).toEqual(before);
  expect((await page.locator('#bar').boundingBox()).height).toBe(bar.height);
  let results = await new AxeBuilder({ page }).analyze();
  let bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.locator('#menu').tap();
  // The New game dialog: the four difficulties of new deals share one line.
  await page.locator('#new-game').tap();
  const choices = page.locator('#difficulty label');
  await expect(choices).toHaveCount(4);
  const tops = [];
  for (const choice of await choices.all()) tops.push((await choice.boundingBox()).y);
  expect(new Set(tops).size, `tops ${tops}`).toBe(1);
  for (const selector of ['#game-select', '#cells-select', '#deal-input', '#deal-play']) {
    const box = await page.locator(selector).boundingBox();
    expect(box.height, selector).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width, selector).toBeLessThanOrEqual(360);
  }
  results = await new AxeBuilder({ page }).analyze();
  bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('New game deals a number; the menu: Settings and Restart work from it; it closes on Escape and on a tap on the board', async ({ page }) => {
  await open(page, 'deal=1');
  await page.locator('#new-game').tap();
  await page.locator('#deal-input').fill('617');
  await page.locator('#deal-input').press('Enter');
  await expect(page).toHaveURL(/\?deal=617$/);
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await expect(page.locator('#new-game-dialog')).toBeHidden();

  // Settings opens its dialog in place of the menu; Escape closes it and
  // gives the focus back to the Menu button.
  await page.locator('#menu').tap();
  await page.locator('#open-settings').tap();
  await expect(page.locator('#settings')).toBeVisible();
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');
  await page.locator('#autoplay').selectOption('off');
  await expect(page.locator('#autoplay')).toHaveValue('off');
  await page.locator('#autoplay').press('Escape');
  await expect(page.locator('#settings')).toBeHidden();
  await expect(page.locator('#menu')).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.settings')).autoplay)).toBe('off');
  // Escape in the menu closes it, and the focus goes back to its button.
  await page.locator('#menu').tap();
  await page.locator('#restart').focus();
  await page.locator('#restart').press('Escape');
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#menu')).toBeFocused();
  await expect(page.locator('#restart')).toBeHidden();

  await open(page, 'deal=1');
  const top = (await codes(page, 'cascade-6')).at(-1);
  await card(page, top).dblclick();
  await expect(page.locator('#moves')).toHaveText('1');
  await page.locator('#menu').tap();
  await page.locator('#restart').tap();
  await expect(page.locator('#moves')).toHaveText('0');
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');
  expect(await codes(page, 'cascade-6')).toEqual(DEAL_1['cascade-6'].split(' '));

  await page.locator('#menu').tap();
  await expect(page.locator('#restart')).toBeVisible();
  const box = await pile(page, 'cascade-0').boundingBox();
  await tap(page, { x: box.x + box.width / 2, y: box.y + box.height - 4 });
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#restart')).toBeHidden();
});

test('Tab past the menu\'s last choice closes it: the focus never goes to the board hidden under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'deal=617');
  await page.locator('#menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'true');
  // From the keyboard the focus goes to the first choice; the arrows walk the choices.
  await expect(page.locator('#solve')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#watch')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const last = page.locator('#more button:visible').last();
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#menu')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#more')).toBeHidden();
  // Whatever has the focus now is in sight, not under a panel.
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
    return { id: el.id || el.dataset.pile || el.tagName, seen: el === hit || el.contains(hit) };
  });
  expect(focused.seen, focused.id).toBe(true);
});

/** The board as drawn once the deal has slid in and the bar's verdict is in: the lowest card's bottom, the card sizes, the corner indexes, the top row's piles. */
async function dealtBoard(page) {
  await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', /^(winnable|lost|unknown)$/);
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  return page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const width = (selector) => [...document.querySelectorAll(selector)].map((e) => box(e).width);
    const cards = [...document.querySelectorAll('.cascade [data-card]')];
    return {
      bottom: Math.max(...cards.map((c) => box(c).bottom)),
      card: { width: box(cards[0]).width, height: box(cards[0]).height },
      indexes: cards.map((c) => box(c.querySelector('.index')).height),
      cascades: width('.cascade'),
      top: width('.freecell, .foundation'),
      rows: new Set([...document.querySelectorAll('.freecell, .foundation')].map((e) => Math.round(box(e).top))).size,
      // A covered card's middle, in sight when it is fanned nearly a card apart...
      middles: [...document.querySelectorAll('.cascade .card.covered .middle')].filter((m) => m.checkVisibility()).length,
      // ...and how far above the card on it it ends (negative: cut).
      clear: Math.min(...[...document.querySelectorAll('.cascade .card.covered')].map((c) => box(c.nextElementSibling).top - box(c.querySelector('.middle')).bottom)),
      scrolls: document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth,
    };
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }, { width: 412, height: 915 }]) {
  test(`held upright at ${viewport.width}x${viewport.height}, the deal fills the screen: the board reaches 80% down, indexes 16 px, the top row as wide as the cascades`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const game of ['deal=1', 'deal=617']) {
      await open(page, game);
      const board = await dealtBoard(page);
      expect(board.bottom, game).toBeGreaterThanOrEqual(0.8 * viewport.height);
      expect(board.bottom, game).toBeLessThanOrEqual(viewport.height);
      expect(board.scrolls, game).toBe(false);
      expect(Math.min(...board.indexes), game).toBeGreaterThanOrEqual(16);
      expect(board.top).toHaveLength(8);
      for (const w of board.top) expect(w, game).toBe(board.cascades[0]);
      expect(new Set(board.cascades).size).toBe(1);
      expect(board.rows, game).toBe(1);
      // The cascades fan nearly a card apart, and the covered cards show their middles.
      expect(board.middles, game).toBe(52 - 8);
      expect(board.clear, game).toBeGreaterThanOrEqual(0);
    }
  });
}

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 721, height: 360 } });

  test('844x390: the deal keeps the one-row layout of cards of the usual shape, fanned as before', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await open(page, 'deal=1');
    const board = await dealtBoard(page);
    expect(board.rows).toBe(1);
    expect(board.scrolls).toBe(false);
    expect(board.card.height / board.card.width).toBeCloseTo(1.4, 1);
    for (const w of board.top) expect(w).toBe(board.cascades[0]);
    expect(board.middles).toBe(0);
    expect(board.bottom).toBeLessThanOrEqual(390);
  });

  test('the Menu\'s panel ends on the screen, and its last choice scrolls into reach', async ({ page }) => {
    await open(page, 'deal=5');
    await page.locator('#menu').click();
    const panel = page.locator('.more');
    const box = await panel.boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual(360);
    await page.locator('#copy-link').scrollIntoViewIfNeeded();
    const last = await page.locator('#copy-link').boundingBox();
    expect(last.y + last.height).toBeLessThanOrEqual(360);
    await fromMenu(page, '#copy-link');
    // The link is copied, or shown to copy where the clipboard is refused.
    await expect(page.locator('#message, #share[open]').filter({ hasText: /link/ }).first()).toBeVisible();
  });

  test('the bar is one line: the status and the deal are read in full, the game\'s name stands above the deal and gives way, every button is in sight', async ({ page }) => {
    for (const [address, status] of [['game=relaxed-freecell&deal=12345', 'Winnable'], ['deal=11982', 'Not winnable from here'], ['game=seahaven&deal=999999', 'Winnable']]) {
      await open(page, address);
      await expect(page.locator('#solvable')).toHaveText(status); // its text; a narrow bar hides the aside
      await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 20_000 });
      const cut = await page.locator('#solvable').evaluate((e) => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().width === 0);
      expect(cut, address).toBe(false);
      const status_ = await page.locator('#solvable').boundingBox();
      const first = await page.locator('#new-game').boundingBox();
      const deal = await page.locator('#title-deal').boundingBox();
      expect(await page.locator('#title-deal').evaluate((e) => e.scrollWidth > e.clientWidth), address).toBe(false);
      expect(deal.x + deal.width, address).toBeLessThanOrEqual((await page.locator('#grade').boundingBox()).x);
      if (address.startsWith('game=')) {
        const name = await page.locator('#title-game').boundingBox();
        expect(name.y + name.height, address).toBeLessThanOrEqual(deal.y + 1); // above the deal
        expect(name.width, address).toBeGreaterThan(40);
      }
      expect(status_.x + status_.width, address).toBeLessThanOrEqual(first.x);
      for (const selector of IN_SIGHT) {
        const box = await page.locator(selector).boundingBox();
        expect(box.x + box.width, `${address} ${selector}`).toBeLessThanOrEqual(721);
        expect(Math.round(box.y), selector).toBe(Math.round(first.y));
      }
    }
  });
});

test.describe('a short window', () => {
  test.use({ viewport: { width: 960, height: 540 }, isMobile: false, hasTouch: false });

  test('1920x1080 at 200% zoom gets the short bar: one line, the board keeps its height', async ({ page }) => {
    await open(page, 'deal=617');
    const bar = await page.locator('#bar').boundingBox();
    expect(bar.height).toBeLessThanOrEqual(60);
    for (const selector of IN_SIGHT) await expect(page.locator(selector)).toBeVisible();
    for (const selector of IN_MENU) await expect(page.locator(selector)).toBeHidden();
  });
});
