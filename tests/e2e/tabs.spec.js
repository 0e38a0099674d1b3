// One game in two tabs that move at the same moment: storage keeps one
// tab's game whole, the other tab shows it and says its own move was not
// kept; no move vanishes without a word. A move made just before a reload
// survives it.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

const KEY = 'freecell.game:freecell/4/deal/1';
const ROUNDS = 30;

/** Notes every text the page shows or announces, so that a round can ask what each tab said. */
function recordSayings() {
  window.saidInTest = [];
  const note = (el) => new MutationObserver(() => { if (el.textContent) window.saidInTest.push(el.textContent); })
    .observe(el, { childList: true, characterData: true, subtree: true });
  addEventListener('DOMContentLoaded', () => ['message', 'live'].forEach((id) => note(document.getElementById(id))));
}

/** A card's corner index as the page writes it (cards.js): `TC` is 10♣. */
const label = (code) => `${code[0] === 'T' ? '10' : code[0]}${{ C: '♣', D: '♦', H: '♥', S: '♠' }[code[1]]}`;

/** What a tab shows: its position and its line of moves. */
const shown = (page) => page.evaluate(() => ({ position: window.freecell.position(), line: window.freecell.line() }));

/** The record storage holds now, as a tab reads it: its position shown and its line of moves (null before the first save). */
const stored = (page) => page.evaluate((key) => {
  const record = JSON.parse(localStorage.getItem(key));
  if (!record) return null;
  const { history, at } = record.play;
  const line = [];
  for (const entry of history.slice(1, at + 1)) {
    if (entry.line) line.splice(0, line.length, ...entry.line);
    else line.push(...entry.play);
  }
  return { position: history[at].pos, line };
}, KEY);

test('two tabs moving in one game at the same moment, many times: one tab\'s game is kept whole, the other shows it and says its move was not kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.addInitScript(recordSayings);
  await open(page, 'deal=1');
  const other = await context.newPage();
  await other.addInitScript(recordSayings);
  await open(other, 'deal=1', { clear: false });
  const tabs = [page, other];
  let refusals = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = await shown(page);
    const legal = await page.evaluate(() => window.freecell.legalMoves().map((m) => m.notation));
    if (legal.length < 2) {
      // Too few moves to make two different ones: a step back, then on.
      await page.evaluate(() => window.freecell.undo());
      await expect.poll(async () => (await shown(other)).position).not.toBe(before.position);
      continue;
    }
    const moves = [legal[0], legal.at(-1)];
    await Promise.all(tabs.map((tab) => tab.evaluate(() => { window.saidInTest = []; })));
    // Both moves are sent at once: each tab plays its own within a few
    // milliseconds of the other. Noted: the card each moves, and each
    // tab's line after its move.
    const played = await Promise.all(tabs.map((tab, k) => tab.evaluate((move) => {
      const m = window.freecell.legalMoves().find((legal) => legal.notation === move);
      if (!m) return false; // the other tab's move came first, and this one is not legal after it
      // The piles of the position shown (toText: eight cascades, then four free cells, a '/' between piles).
      const piles = window.freecell.position().split('/');
      const from = piles[m.from.cell === 2 ? m.from.index : 8 + m.from.index].match(/../g);
      const lead = from[from.length - m.count];
      return window.freecell.play(move) && { lead, line: window.freecell.line() };
    }, moves[k])));
    expect(played.some(Boolean)).toBe(true);

    // The tabs settle on the game storage holds: both show it, whole.
    await expect.poll(async () => {
      const [a, b, s] = await Promise.all([shown(page), shown(other), stored(page)]);
      return a.position === s?.position && b.position === s.position && String(a.line) === String(s.line) && String(b.line) === String(s.line);
    }, { message: `round ${round}: both tabs show the game storage holds` }).toBe(true);
    const kept = (await stored(page)).line;
    for (const [k, tab] of tabs.entries()) {
      // A move is kept when the game kept goes through it.
      if (!played[k] || String(kept.slice(0, played[k].line.length)) === String(played[k].line)) continue;
      // This tab's move is not in the game kept: it said so, naming the card it moved.
      refusals += 1;
      const said = (await tab.evaluate(() => window.saidInTest)).join(' | ').replaceAll('\uFE0E', '');
      const refusal = said.split(' | ').find((text) => /not kept.*another tab/i.test(text));
      expect(refusal, `round ${round}: the tab whose move ${moves[k]} was not kept says so (it said: ${said})`).toBeTruthy();
      expect(refusal).toContain(label(played[k].lead));
    }
  }
  // The moves really crossed: some rounds had a move refused.
  expect(refusals).toBeGreaterThan(0);
});

test('a move made just before a reload is kept', async ({ page }) => {
  await open(page, 'deal=1');
  for (let k = 0; k < 5; k += 1) {
    const move = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
    const before = await page.evaluate((m) => {
      const ok = window.freecell.play(m);
      return ok && window.freecell.position();
    }, move);
    expect(before).toBeTruthy();
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    expect(await page.evaluate(() => window.freecell.position())).toBe(before);
    expect(await page.evaluate(() => window.freecell.moves())).toBe(k + 1);
  }
});

test('a browser without IndexedDB still saves every move, and a second tab still follows the first', async ({ page, context }) => {
  await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await open(page, 'deal=1');
  const other = await context.newPage();
  await open(other, 'deal=1', { clear: false });
  const move = await page.evaluate(() => window.freecell.legalMoves()[0].notation);
  // Saved as the move is made, as before claims existed.
  const [after, savedAt] = await page.evaluate((m) => [window.freecell.play(m) && window.freecell.position(), localStorage.getItem('freecell.game:freecell/4/deal/1')], move);
  expect(after).toBeTruthy();
  expect(savedAt).not.toBeNull();
  await expect.poll(() => other.evaluate(() => window.freecell.position())).toBe(after);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  expect(await page.evaluate(() => window.freecell.position())).toBe(after);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('freecell.game:freecell/4/deal/1')));
  expect(saved.rev).toBe(1);
});
