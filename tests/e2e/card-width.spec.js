// Cards keep their size through a game: whole games on a laptop, a large
// screen and a phone both ways, with every card width the board takes
// recorded. Each game first grows one cascade as long as the deal lets it
// and takes that back (a player building a long run), then is won with the
// solver's moves. A long cascade tightens its overlap first; the cards may
// change size at most once in a game.
import { test, expect } from '@playwright/test';
import { open, mouseDrag, grabPoint, dropPoint, expectPile, card } from './helpers.js';
import { afterFrames } from './waits.js';

const WINDOWS = [[1280, 800], [1920, 1080], [390, 844], [844, 390]];
const GAMES = ['deal=1', 'deal=5', 'deal=617', 'game=seahaven&deal=1', 'game=eight-off&deal=617'];

/**
 * Plays the game in the page and returns the card sizes (width x height)
 * a card of the board was drawn at, in order, without repeats (read after each move, as
 * the page drew it), the longest cascade reached, the moves that grew it,
 * and whether the game was won.
 */
async function widthsOverGame(page) {
  return page.evaluate(async () => {
    const wasm = await import('/www/pkg/freecell_solver.js');
    await wasm.default();
    const { moves } = wasm.solve(window.freecell.position());
    const board = document.getElementById('board');
    const cascades = () => [...board.querySelectorAll('.cascade')];
    const widths = [];
    let longest = 0;
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    // After a move, once the page has drawn it.
    const read = async () => {
      await frame();
      const card = board.querySelector('.cascade [data-card]');
      if (!card) return; // the last moves may have sent every card home
      // The width, and the height with it: a phone upright has taller cards, which must keep their height too.
      const w = `${parseFloat(board.style.getPropertyValue('--cw'))}x${parseFloat(board.style.getPropertyValue('--ch'))}`;
      if (widths.at(-1) !== w) widths.push(w);
      for (const p of cascades()) longest = Math.max(longest, p.children.length);
    };
    await read();
    // One cascade as long as it gets: each move puts cards on the longest.
    let grown = 0;
    while (grown < 30) {
      const most = Math.max(...cascades().map((p) => p.children.length));
      const move = window.freecell.legalMoves()
        .find((m) => (m.to.cell === 2 || m.to.cell === 'Tableau') && cascades()[m.to.index].children.length === most
          && !((m.from.cell === 2 || m.from.cell === 'Tableau') && cascades()[m.from.index].children.length === most));
      if (!move || !window.freecell.play(move.notation)) break;
      grown += 1;
      await read();
    }
    for (let k = 0; k < grown; k += 1) {
      window.freecell.undo();
      await read();
    }
    for (const m of moves) {
      if (window.freecell.won()) break;
      // A move home that the page's autoplay has made already is refused.
      if (!window.freecell.play(m) && !m.endsWith('h')) return { refused: m };
      await read();
    }
    return { widths, longest, grown, won: window.freecell.won() };
  });
}

for (const [width, height] of WINDOWS) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const game of GAMES) {
      test(`${game}: the card width changes at most once in a whole game`, async ({ page }) => {
        test.setTimeout(180_000); // a frame after each of a hundred moves or so
        await open(page, game);
        const got = await widthsOverGame(page);
        expect(got.refused, 'the page plays every solver move').toBeUndefined();
        expect(got.won).toBe(true);
        expect(got.widths.length, `widths ${got.widths.join(' → ')} (longest cascade ${got.longest}, grown by ${got.grown} moves)`).toBeLessThanOrEqual(2);
      });
    }
  });
}

for (const [width, height] of [[1280, 720], [390, 844]]) test(`at ${width}x${height} the coach's panel opening under the board mid-game moves no card`, async ({ page }) => {
  // Seahaven Towers deal 1: 9C to a free cell, then 7D onto 8D loses the
  // game, and the coach's panel says so under the board once the solver
  // has judged it.
  await page.setViewportSize({ width, height });
  await open(page, 'game=seahaven&deal=1');
  await mouseDrag(page, await grabPoint(page, '9C'), await dropPoint(page, 'freecell-0'));
  await expectPile(page, 'freecell-0', ['9C']);
  await mouseDrag(page, await grabPoint(page, '7D'), await dropPoint(page, 'cascade-2'));
  await expectPile(page, 'foundation-0', ['AC']);
  const size = () => page.locator('#board').evaluate((b) => ['--cw', '--ch'].map((v) => b.style.getPropertyValue(v)).join(' x '));
  const before = { size: await size(), at: await card(page, '6D').boundingBox() };
  await expect(page.locator('#coach')).toBeVisible();
  await afterFrames(page);
  expect(await size()).toBe(before.size);
  expect(await card(page, '6D').boundingBox()).toEqual(before.at);
});
