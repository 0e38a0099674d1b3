// The court cards' figures (figures.js): each jack, queen and king shows
// the figure of its rank twice (the second turned) with its suit, in the
// card's colour, sharp at every card size since it is drawn, not a picture.
import { test, expect } from '@playwright/test';
import { open, position, homeUpTo } from './helpers.js';

// Every court card face up: the jacks in the free cells, the kings and queens on the cascades.
const COURT = position({
  'foundation-0': homeUpTo('C', 10), 'foundation-1': homeUpTo('D', 10), 'foundation-2': homeUpTo('H', 10), 'foundation-3': homeUpTo('S', 10),
  'freecell-0': ['JC'], 'freecell-1': ['JD'], 'freecell-2': ['JH'], 'freecell-3': ['JS'],
  'cascade-0': ['KC'], 'cascade-1': ['KD'], 'cascade-2': ['KH'], 'cascade-3': ['KS'],
  'cascade-4': ['QC'], 'cascade-5': ['QD'], 'cascade-6': ['QH'], 'cascade-7': ['QS'],
});

test('each court card shows its rank\'s figure, mirrored, with its suit, in its colour, from a phone\'s card to a wide screen\'s', async ({ page }) => {
  await open(page, `position=${COURT}`);
  const faces = () => page.evaluate(() => [...document.querySelectorAll('.card.face')].map((c) => {
    const svg = c.querySelector('.portrait svg.figure');
    const uses = [...(svg?.querySelectorAll('use') ?? [])].map((u) => u.getAttribute('href'));
    const symbols = uses.filter((href) => document.querySelector(href)?.tagName === 'symbol');
    return {
      code: c.dataset.card,
      uses,
      found: symbols.length,
      turned: svg?.querySelectorAll('g[transform^="rotate(180"]').length ?? 0,
      colour: getComputedStyle(svg).color === getComputedStyle(c.querySelector('.index')).color,
      width: svg.getBoundingClientRect().width,
    };
  }));
  for (const size of [{ width: 390, height: 844 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    const shown = await faces();
    expect(shown.map((f) => f.code).sort()).toEqual(['JC', 'JD', 'JH', 'JS', 'KC', 'KD', 'KH', 'KS', 'QC', 'QD', 'QH', 'QS']);
    for (const f of shown) {
      const [rank, suit] = f.code;
      expect(f.uses, f.code).toEqual([`#fig-${rank}`, `#fig-suit-${suit}`, `#fig-${rank}`, `#fig-suit-${suit}`]);
      expect(f.found, f.code).toBe(4);
      expect(f.turned, f.code).toBe(1);
      expect(f.colour, f.code).toBe(true);
      expect(f.width, f.code).toBeGreaterThan(25);
    }
  }
  // One sprite for all of them.
  expect(await page.locator('svg.figure-sprite').count()).toBe(1);
});

test('an ace shows its large suit in the middle of the card, once every style of the page has loaded', async ({ page }) => {
  await open(page, 'deal=5'); // the ace of diamonds face up at the foot of cascade 2
  // The style sheets loaded after the first (the daily goals' among them) are in.
  await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith('/goals.css')))).toBe(true);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l.sheet ? null : new Promise((done) => { l.onload = done; })))));
  const aces = await page.evaluate(() => ['AD'].map((code) => {
    const c = document.querySelector(`[data-card="${code}"]`).getBoundingClientRect();
    const p = document.querySelector(`[data-card="${code}"] .pip`).getBoundingClientRect();
    return { code, dx: Math.abs((p.left + p.width / 2) - (c.left + c.width / 2)) / c.width, share: p.width / c.width };
  }));
  for (const ace of aces) {
    expect(ace.dx, ace.code).toBeLessThan(0.1);
    expect(ace.share, ace.code).toBeGreaterThan(0.3);
  }
});
