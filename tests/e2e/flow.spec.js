// Game flow: deals in the address, saving and resuming, the win, the end
// of moves, autoplay settings, fitting the screen, accessibility.
import { test, expect } from '@playwright/test';
import {
  open, newDealShown, pile, card, codes, expectPile, grabPoint, dropPoint, mouseDrag, position, homeUpTo, chooseSetting, DEAL_1, fromMenu, playDeal, NEAR_WIN,
} from './helpers.js';
import { axe } from './axe.js';

const DEAL_617_CASCADE_0 = '7D TD TH KD 4C 4S JD'.split(' ');

test('?deal=N and #deal=N open Microsoft deal N; the deal field changes the address; back returns', async ({ page }) => {
  await open(page, 'deal=617');
  await expectPile(page, 'cascade-0', DEAL_617_CASCADE_0);
  await expect(page.locator('#title')).toHaveText('Deal 617');
  await page.goto('/index.html#deal=1');
  await page.waitForSelector('html[data-ready]');
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  await playDeal(page, '617');
  await expectPile(page, 'cascade-0', DEAL_617_CASCADE_0);
  await expect(page).toHaveURL(/\?deal=617$/);
  await page.goBack();
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  await page.goForward();
  await expectPile(page, 'cascade-0', DEAL_617_CASCADE_0);
  // Editing the fragment of the address opens that deal too.
  await page.evaluate(() => { location.hash = 'deal=1'; });
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  await expect(page).toHaveURL(/\?deal=1$/);
  // A position written in the fragment wins over the deal in the query.
  await page.evaluate((text) => { location.hash = `position=${text}`; }, NEAR_WIN);
  await expect(page).toHaveURL(/\?position=/);
  await expect(page.locator('#title')).toHaveText('Custom position');
  await page.goto('/index.html?deal=1');
  await page.waitForSelector('html[data-ready]');
  // A deal number wasm refuses is explained, and the game stays.
  await playDeal(page, '0');
  await expect(page.locator('#message')).toContainText('Deal numbers go from 1');
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  await expect(page).toHaveURL(/\?deal=1$/);
  // So is one written in the fragment, and the address goes back to the game.
  await page.evaluate(() => { location.hash = 'deal=0'; });
  await expect(page.locator('#message')).toContainText('Deal numbers go from 1');
  await expect(page).toHaveURL(/\?deal=1$/);
  await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
});

test('New deal opens another numbered deal and puts it in the address', async ({ page }) => {
  await open(page, 'deal=1');
  await playDeal(page, '');
  const n = await newDealShown(page, /\?deal=1$/);
  await expect(page.locator('#title')).toHaveText(`Deal ${n}`);
  await expect(page.locator('[data-card]')).toHaveCount(52);
});

test('a reload resumes the same position with its whole history', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '6S').dblclick();
  await card(page, '9C').dblclick();
  await card(page, 'TC').dblclick();
  await page.locator('#undo').click();
  await expectPile(page, 'freecell-1', ['9C']);
  const before = await page.evaluate(() => window.freecell.position());
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await page.evaluate(() => window.freecell.position())).toBe(before);
  await expect(page.locator('#moves')).toHaveText('2');
  await page.locator('#redo').click(); // the undone move is still there to redo
  await expect(page.locator('#moves')).toHaveText('3');
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  for (const [id, cards] of Object.entries(DEAL_1)) await expectPile(page, id, cards.split(' '));
  await expect(page.locator('#undo')).toBeDisabled();
  // The settings are kept too.
  await chooseSetting(page, 'autoplay', 'off');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await fromMenu(page, '#open-settings');
  await expect(page.locator('#autoplay')).toHaveValue('off');
});

for (const [what, value] of [
  ['not JSON', '{"version": 1, "game": '],
  ['a wrong shape', JSON.stringify({ version: 1, game: { deal: 1, history: 'x', at: 0 }, stats: { played: -1 } })],
  ['an impossible position', JSON.stringify({ version: 1, game: { deal: 1, history: [{ pos: 'AS/AS', moves: 0 }], at: 0, elapsed: 0 } })],
  ['an old version', JSON.stringify({ version: 0, board: 'anything' })],
]) {
  test(`saved data that is ${what} gives a fresh game and a notice`, async ({ page }) => {
    await open(page, 'deal=1');
    await page.evaluate((v) => localStorage.setItem('freecell.save', v), value);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/index.html');
    await page.waitForSelector('html[data-ready]');
    await expect(page.locator('#message')).toContainText('could not be read');
    await expect(page.locator('[data-card]')).toHaveCount(52);
    await expect(page).toHaveURL(/\?deal=\d+$/);
    expect(errors).toEqual([]);
    // and the page is playable
    const top = (await codes(page, 'cascade-0')).at(-1);
    await card(page, top).dblclick();
    await expect(page.locator('#moves')).toHaveText('1');
  });
}

test('a game played to the win shows the celebration; one undo takes back the move and its autoplay', async ({ page }) => {
  await open(page, `position=${NEAR_WIN}`);
  await expect(page.locator('#title')).toHaveText('Custom position');
  await mouseDrag(page, await grabPoint(page, 'QH'), await dropPoint(page, 'foundation-3'));
  const dialog = page.locator('dialog#win');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('h2')).toHaveText('You won!');
  await expect(page.locator('#win-text')).toContainText('solved in 1 move and');
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1, streak 1 (best 1)');
  await expect(page.locator('#live')).toContainText('You won!');
  await expectPile(page, 'foundation-3', homeUpTo('H', 13));
  await page.locator('#win-close').click();
  await page.locator('#undo').click();
  await expectPile(page, 'cascade-0', ['KH']);
  await expectPile(page, 'cascade-1', ['QH']);
});

test('a position with no legal move left says so', async ({ page }) => {
  // Black cards only on top, in the free cells too: nothing can move anywhere.
  const stuck = position({
    'freecell-0': ['9C'], 'freecell-1': ['9S'], 'freecell-2': ['7C'], 'freecell-3': ['7S'],
    'cascade-0': ['AC', 'AD', 'AH', 'AS', '2C', '2D', '2H', 'KC'],
    'cascade-1': ['2S', '3C', '3D', '3H', '3S', '4C', 'KS'],
    'cascade-2': ['4D', '4H', '4S', '5C', '5D', '5H', 'QC'],
    'cascade-3': ['5S', '6C', '6D', '6H', '6S', 'QS'],
    'cascade-4': ['7D', '7H', '8C', '8D', '8H', 'JC'],
    'cascade-5': ['8S', '9D', '9H', 'TD', 'TH', 'JS'],
    'cascade-6': ['JD', 'JH', 'QD', 'TC'],
    'cascade-7': ['QH', 'KD', 'KH', 'TS'],
  });
  await open(page, `position=${stuck}`);
  await expect(page.locator('#stuck')).toBeVisible();
  await expect(page.locator('#stuck')).toHaveText(/No legal move is left/);
});

test('autoplay settings: safe sends aces home after a move, off does not', async ({ page }) => {
  const pos = position({ 'cascade-0': ['AH', '5C'], 'cascade-1': ['KS'] });
  await open(page, `position=${pos}`);
  await card(page, '5C').dblclick(); // to a free cell; the ace below is then safe to send home
  await expectPile(page, 'foundation-0', ['AH']);
  await page.locator('#undo').click();
  await expectPile(page, 'cascade-0', ['AH', '5C']);
  await chooseSetting(page, 'autoplay', 'off');
  await card(page, '5C').dblclick();
  await expectPile(page, 'cascade-0', ['AH']);
  await expectPile(page, 'foundation-0', []);
});

for (const viewport of [{ width: 360, height: 740 }, { width: 1366, height: 768 }, { width: 844, height: 390 }, { width: 915, height: 412 }]) {
  test(`a 19-card cascade fits a ${viewport.width}x${viewport.height} screen, every corner still showing`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const long = ['QD', '6C', '8D', '9S', '4H', 'KS', 'QH', 'JC', 'TD', '9C', '8H', '7S', '6D', '5S', '4D', '3S', '2D'];
    await open(page, `position=${position({ 'cascade-3': ['KC', 'QC', ...long] })}`);
    expect(await codes(page, 'cascade-3')).toHaveLength(19);
    // Once the bar's texts are final (the solver's verdict), the last card is on screen.
    await expect(page.locator('#solvable')).toHaveAttribute('data-verdict', /^(winnable|lost|unknown)$/);
    await expect.poll(() => card(page, '2D').evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(viewport.height);
    const boxes = await pile(page, 'cascade-3').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    expect(boxes.at(-1).bottom).toBeLessThanOrEqual(viewport.height);
    const index = await card(page, '2D').locator('.index').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(index).toBeGreaterThanOrEqual(12);
    // Each card shows at least its corner's digits (cap height ~0.75em below a 0.1em margin).
    for (let k = 1; k < boxes.length; k += 1) expect(boxes[k].top - boxes[k - 1].top).toBeGreaterThanOrEqual(0.9 * index);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('accessibility: no serious or critical axe violation, on the board and with the win dialog', async ({ page }) => {
  await open(page, 'deal=1');
  await card(page, '8C').click(); // a selection and highlighted targets
  let results = await axe(page);
  let bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  // The win dialog at once: the celebration before it is celebrate.spec.js's.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('dialog#win')).toBeVisible();
  results = await axe(page);
  bad = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('a court card\'s portrait ends above its turned index, and its figure fills the frame, on a desktop and on a phone', async ({ page }) => {
  await open(page, 'deal=617');
  // How much of its frame's width each figure takes (its drawing keeps its proportions).
  const fills = () => page.evaluate(() => [...document.querySelectorAll('.portrait')]
    .filter((p) => p.getBoundingClientRect().height > 0)
    .map((p) => p.querySelector('.figure').getBoundingClientRect().width / p.clientWidth));
  // The gap from each uncovered court card's portrait down to the index
  // turned over in its corner (negative when they overlap); a covered one
  // shows no turned index (a phone upright shows its portrait).
  const gaps = () => page.evaluate(() => [...document.querySelectorAll('.card.face:not(.covered)')]
    .filter((c) => getComputedStyle(c.querySelector('.middle')).display !== 'none')
    .map((c) => c.querySelector('.index.flip').getBoundingClientRect().top
      - c.querySelector('.portrait').getBoundingClientRect().bottom));
  for (const size of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await page.setViewportSize(size);
    await expect.poll(async () => (await gaps()).length).toBe(6); // JD KS KC JC JH QH
    await expect.poll(async () => Math.min(...await gaps())).toBeGreaterThanOrEqual(0);
    expect(Math.min(...await fills())).toBeGreaterThan(0.9);
  }
});

for (const reduce of [false, true]) {
  test(`moves ${reduce ? 'land without animation under reduced motion' : 'slide, in under 250 ms'}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
    await page.addInitScript(() => {
      window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        window.__slides.push(typeof options === 'number' ? options : options?.duration);
        return animate.call(this, frames, options);
      };
    });
    await open(page, 'deal=1');
    await card(page, '8C').dblclick();
    await expectPile(page, 'freecell-0', ['8C']);
    const slides = await page.evaluate(() => window.__slides);
    if (reduce) expect(slides).toEqual([]);
    else {
      expect(slides.length).toBeGreaterThan(0);
      for (const ms of slides) expect(ms).toBeLessThan(250);
    }
  });
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('cards autoplay sends home slide one after another, in its order, all within 800 ms', async ({ page }) => {
    await page.addInitScript(() => {
      window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        window.__slides.push({ card: this.dataset.card, delay: options.delay ?? 0, duration: options.duration });
        return animate.call(this, frames, options);
      };
    });
    // Moving the 9H off the clubs sends AC, 2C and 3C home (the red twos are home, so the 3C is safe).
    await open(page, `position=${position({ 'cascade-0': ['3C', '2C', 'AC', '9H'], 'foundation-1': homeUpTo('D', 2), 'foundation-2': homeUpTo('H', 2) })}`);
    await card(page, '9H').dblclick();
    await expect(page.locator('[data-pile^="foundation"] [data-card="3C"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.__slides.length)).toBeGreaterThanOrEqual(4);
    const slides = await page.evaluate(() => window.__slides);
    const of = (code) => slides.find((s) => s.card === code);
    expect(of('9H').delay).toBe(0);
    expect(of('AC').delay).toBeGreaterThan(0);
    expect(of('2C').delay).toBeGreaterThan(of('AC').delay);
    expect(of('3C').delay).toBeGreaterThan(of('2C').delay);
    for (const s of slides) {
      expect(s.duration).toBeLessThan(250);
      expect(s.delay + s.duration).toBeLessThan(800);
    }
  });
});

test('an address whose cell count wasm refuses keeps its deal, with the game\'s usual cells, and says why', async ({ page }) => {
  await open(page, 'game=seahaven&deal=7&cells=-1');
  await expect(page.locator('#message')).toContainText("A game has 0 to 8 free cells, not -1. The deal was opened with the game's usual free cells.");
  await expect(page).toHaveURL(/\?game=seahaven&deal=7$/);
});

test('an address with a deal or position wasm refuses opens a random deal and says why', async ({ page }) => {
  await open(page, 'position=KH/QH');
  await expect(page.locator('#message')).toContainText('A position has 16 piles');
  await expect(page.locator('#message')).toContainText('A random deal was opened instead.');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await expect(page).toHaveURL(/\?deal=\d+$/);
  // Each reason as a sentence, the value refused as it was written.
  for (const [address, reason] of [
    ['deal=abc', "A deal number must be a whole number, not 'abc'."],
    ['deal=99999999999999999999999', 'so 100000000000000000000000 is not one.'],
  ]) {
    await open(page, address);
    await expect(page.locator('#message')).toContainText(`${reason} A random deal was opened instead.`);
  }
  // The random deal is of the game the address names, when wasm knows it, with its usual cells.
  for (const address of ['game=seahaven&deal=0', 'game=eight-off&cells=9']) {
    await open(page, address);
    await expect(page.locator('#message')).toContainText('A random deal was opened instead.');
    await expect(page).toHaveURL(new RegExp(`\\?game=${address.match(/game=([a-z-]+)/)[1]}&deal=\\d+$`));
  }
  await expect(page.locator('[data-pile^="freecell-"]')).toHaveCount(8);
});

test('statistics: a win counts once and builds the streak; leaving a started game breaks it', async ({ page }) => {
  await open(page, `position=${NEAR_WIN}`);
  await card(page, 'QH').dblclick();
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1, streak 1 (best 1)');
  await page.locator('#win-close').click();
  await page.locator('#undo').click();
  await card(page, 'QH').dblclick(); // winning again after an undo is the same game
  await expect(page.locator('#win-text')).toContainText('Played 1, won 1, streak 1 (best 1)');
  await page.locator('#win-new').click();
  await newDealShown(page);
  const top = (await codes(page, 'cascade-0')).at(-1);
  await card(page, top).dblclick(); // a move: this game now counts as played
  await expect(page.locator('#moves')).toHaveText('1');
  await playDeal(page, ''); // ...and is left unwon
  await expect(page.locator('#stats')).toHaveText('Played 2 · Won 1 (50%) · Streak 0 (best 1)');
});

/** Stops the page's clock (a minute ahead): from here only runFor moves it, however slow the machine. */
async function pauseClock(page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

test('the clock starts with the first move', async ({ page }) => {
  await page.clock.install();
  await open(page, 'deal=1');
  await pauseClock(page);
  await page.clock.runFor(5000);
  await expect(page.locator('#clock')).toHaveText('0:00');
  await card(page, '8C').dblclick();
  await page.clock.runFor(65_000);
  await expect(page.locator('#clock')).toHaveText('1:05');
});

test('the clock waits while the tab is hidden, until the next move', async ({ page }) => {
  await page.clock.install();
  await open(page, 'deal=1');
  await pauseClock(page);
  await card(page, '8C').dblclick();
  await page.clock.runFor(10_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(60_000);
  await expect(page.locator('#clock')).toHaveText('0:10');
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(30_000);
  await expect(page.locator('#clock')).toHaveText('0:10');
  await card(page, '6S').dblclick(); // to a free cell
  await page.clock.runFor(5_000);
  await expect(page.locator('#clock')).toHaveText('0:15');
});
