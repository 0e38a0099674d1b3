// Coach benchmark: prints figures, asserts nothing.
//   node scripts/bench-coach.mjs      (after `npm run build`; it starts its own server)
// 1. "Take me back": over a scripted set of lost games (each deal played
//    by the solver for a while, then by seeded careless moves until one of
//    them loses it, then a few moves more), the time from the status
//    turning to "not winnable" until Take me back knows its target (the
//    page's 'freecell-take-me-back' measure). Each game is played twice:
//    quickly, so that the status answered only the last position (the
//    search asks the solver about nearly every position it looks at), and
//    slowly, waiting for each move's status (the search finds most answers
//    remembered).
// 2. Par: the time from asking for par to par shown (the page's
//    'freecell-par' measure), deal after deal in one page, and on fresh
//    loads (which also pay for the worker's start-up).
// BENCH_DEALS (default 1-16) chooses the deals.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const [FIRST, LAST] = (process.env.BENCH_DEALS ?? '1-16').split('-').map(Number);
const DEALS = Array.from({ length: LAST - FIRST + 1 }, (_, k) => FIRST + k);

// The server takes a port the system chooses (PORT=0) and prints its address.
const server = spawn(process.execPath, [fileURLToPath(new URL('serve.mjs', import.meta.url))], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
const BASE = /(http:\/\/\S+?)\/?$/m.exec(String(await new Promise((resolve) => server.stdout.once('data', resolve))).trim())[1];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'none'); // none: no game or deal to time (BENCH_DEALS too few)

async function freshPage(query) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${BASE}/index.html?blank`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${BASE}/index.html?${query}`);
  await page.waitForSelector('html[data-ready]');
  return { ctx, page };
}

/** Lost games, made with wasm in a scratch page: {deal, moves, lostAt} (the first move after which the solver finds no solution). */
async function lostGames() {
  const { ctx, page } = await freshPage('deal=1');
  const games = await page.evaluate(async (deals) => {
    // The solver's package, as its workers load it (the page's own, freecell.js, has no solver).
    const solver = await import('./www/pkg/freecell_solver.js');
    await solver.default();
    const { solve, GameBoard } = solver;
    window.freecellWasm = { GameBoard };
    const out = [];
    for (const deal of deals) {
      window.freecell.deal(deal);
      let seed = deal * 7919;
      const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
      const moves = [];
      const play = (m) => { if (window.freecell.play(m)) moves.push(m); };
      const follow = 5 + ((deal * 7) % 30);
      for (let k = 0; k < follow; k += 1) {
        const found = solve(window.freecell.position(), { maxNodes: 300_000 });
        if (found.result !== 'solved') break;
        play(found.moves.find((m) => !m.endsWith('h')) ?? found.moves[0]);
      }
      // Then careless moves (filling the free cells more often than not),
      // and as soon as one of a few moves to a free cell tried would lose
      // the game, that one.
      const careless = () => {
        const all = window.freecell.legalMoves();
        const legal = all.filter((m) => m.to.cell !== 1);
        const toCells = legal.filter((m) => m.to.cell === 0);
        const from = toCells.length && random() < 0.6 ? toCells : legal.length ? legal : all;
        return from.length ? from[Math.floor(random() * from.length)].notation : null;
      };
      const losing = () => {
        const { GameBoard } = window.freecellWasm;
        const legal = window.freecell.legalMoves().filter((m) => m.to.cell === 0);
        for (let k = 0; k < 3 && legal.length; k += 1) {
          const [m] = legal.splice(Math.floor(random() * legal.length), 1);
          const board = GameBoard.fromText(window.freecell.position());
          board.makeMove(m.from.cell, m.from.index, m.to.cell, m.to.index, m.count);
          const lost = solve(board.toText(), { maxNodes: 300_000 }).result === 'impossible';
          board.free();
          if (lost) return m.notation;
        }
        return null;
      };
      for (let k = 0; k < deal % 9; k += 1) {
        const m = careless();
        if (m) play(m);
      }
      let lostAt = -1;
      for (let k = 0; k < 100 && lostAt < 0; k += 1) {
        const m = losing() ?? careless();
        if (!m) break;
        play(m);
        if (solve(window.freecell.position(), { maxNodes: 300_000 }).result === 'impossible') lostAt = moves.length;
      }
      if (lostAt < 0) continue;
      for (let k = 0; k < 3; k += 1) {
        const m = careless();
        if (m) play(m);
      }
      out.push({ deal, moves, lostAt });
    }
    return out;
  }, DEALS);
  await ctx.close();
  return games;
}

/** Plays a lost game in a fresh page and times Take me back: {ms, text}. */
async function takeMeBack({ deal, moves }, slowly) {
  const { ctx, page } = await freshPage(`deal=${deal}`);
  await page.waitForFunction(() => document.getElementById('solvable').dataset.verdict === 'winnable');
  for (const m of moves) {
    await page.evaluate((move) => window.freecell.play(move), m);
    if (slowly) await page.waitForFunction(() => /^(winnable|lost|unknown)$/.test(document.getElementById('solvable').dataset.verdict));
  }
  await page.waitForFunction(() => performance.getEntriesByName('freecell-take-me-back').length > 0, null, { timeout: 120_000 });
  const result = await page.evaluate(() => ({
    ms: performance.getEntriesByName('freecell-take-me-back')[0].duration,
    text: document.getElementById('coach-text').textContent,
  }));
  await ctx.close();
  return result;
}

function report(label, times) {
  console.log(`  ${label}: median ${ms(median(times))}, worst ${ms(Math.max(...times))} over ${times.length} games (aim: under 1 s)`);
}

try {
  const games = await lostGames();
  console.log(`Take me back, over ${games.length} lost games of deals ${FIRST}-${LAST} (moves played; the solver's first loss after move):`);
  for (const g of games) console.log(`  deal ${g.deal}: ${g.moves.length} moves, lost after move ${g.lostAt}`);
  for (const slowly of [false, true]) {
    const times = [];
    for (const g of games) {
      const r = await takeMeBack(g, slowly);
      times.push(r.ms);
      console.log(`    deal ${g.deal}: ${ms(r.ms)}  ${r.text}`);
    }
    report(slowly ? 'played slowly (each status answered)' : 'played quickly (only the last status answered)', times);
  }

  const { ctx, page } = await freshPage(`deal=${DEALS[0]}`);
  const inPage = [];
  for (const deal of DEALS.slice(1)) {
    const n = await page.evaluate(() => performance.getEntriesByName('freecell-par').length);
    await page.evaluate((d) => window.freecell.deal(d), deal);
    await page.waitForFunction((k) => performance.getEntriesByName('freecell-par').length > k, n, { timeout: 60_000 });
    inPage.push(await page.evaluate(() => performance.getEntriesByName('freecell-par').at(-1).duration));
  }
  await ctx.close();
  console.log(`Par, deal after deal in one page: median ${ms(median(inPage))}, worst ${ms(Math.max(...inPage))} over ${inPage.length} deals (aim: under 300 ms median)`);
  const fresh = [];
  for (const deal of DEALS.slice(0, 7)) {
    const f = await freshPage(`deal=${deal}`);
    await f.page.waitForFunction(() => performance.getEntriesByName('freecell-par').length > 0, null, { timeout: 60_000 });
    fresh.push(await f.page.evaluate(() => performance.getEntriesByName('freecell-par')[0].duration));
    await f.ctx.close();
  }
  console.log(`Par on a fresh load (with the worker's start-up): median ${ms(median(fresh))}, worst ${ms(Math.max(...fresh))} over ${fresh.length} loads`);
} finally {
  await browser.close();
  server.kill();
}
