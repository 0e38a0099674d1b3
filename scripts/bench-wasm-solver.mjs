// The solver as the page runs it: wasm in Chromium, with the page's budget.
// Prints figures, asserts nothing.
//   node scripts/bench-wasm-solver.mjs [DEALS] [MAX_NODES] [MODE]   (after `npm run build`)
// DEALS: a number, a range or a comma list of them (1..200,8436,21554).
// MODE: short (the default mode: Hint, Solve, the status) or optimal (the
// proof of par once a deal is won; www/par.js's budget is 200000).
// Defaults: deals 1..200, 300000 positions (www/solver.js's budget), short.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dealList = process.argv[2] ?? '1..200';
const deals = dealList.split(',').flatMap((part) => {
  const [first, last = first] = part.split('..').map(Number);
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last < first) {
    console.error(`bench-wasm-solver: deals are numbers, ranges or comma lists (1..200,8436), not ${part}`);
    process.exit(2);
  }
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
});
const maxNodes = Number(process.argv[3] ?? 300000);
if (!Number.isInteger(maxNodes) || maxNodes < 1) {
  console.error(`bench-wasm-solver: MAX_NODES is a whole number of positions, not ${process.argv[3]}`);
  process.exit(2);
}
const mode = process.argv[4] ?? 'short';
if (!['short', 'optimal'].includes(mode)) {
  console.error(`bench-wasm-solver: MODE is short or optimal, not ${mode}`);
  process.exit(2);
}

// The server takes a port the system chooses (PORT=0) and prints its address.
const server = spawn(process.execPath, [fileURLToPath(new URL('serve.mjs', import.meta.url))], {
  env: { ...process.env, PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const BASE = /(http:\/\/\S+?)\/?$/m.exec(String(await new Promise((resolve) => server.stdout.once('data', resolve))).trim())[1];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`${BASE}/index.html`);
  const { out: rows, warmUp } = await page.evaluate(async ({ deals, maxNodes, mode }) => {
    // The solver's package, as its workers load it (the page's own, freecell.js, has no solver).
    const fc = await import('/www/pkg/freecell_solver.js');
    await fc.default();
    // The first solve in a fresh instance also pays for the engine's tiering
    // up of the wasm code: time it apart (the page's first solve is its
    // status check at load, before any hint).
    const w0 = performance.now();
    fc.solve(fc.GameBoard.fromDeal(1).toText(), { maxNodes, mode: 'short' });
    const warmUp = performance.now() - w0;
    const out = [];
    for (const deal of deals) {
      const position = fc.GameBoard.fromDeal(deal).toText();
      const t0 = performance.now();
      const found = fc.solve(position, { maxNodes, mode });
      const ms = performance.now() - t0;
      const length = found.moves.filter((m) => !m.endsWith('h')).length;
      out.push({ deal, result: found.result, ms, length });
    }
    return { out, warmUp };
  }, { deals, maxNodes, mode });

  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const at = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  const times = sorted(rows.map((r) => r.ms));
  const solved = rows.filter((r) => ['solved', 'optimal', 'best found'].includes(r.result));
  const lengths = sorted(solved.map((r) => r.length));
  const count = (result) => rows.filter((r) => r.result === result).length;
  console.log(`wasm solve, deals ${dealList}, maxNodes ${maxNodes}, ${mode === 'short' ? 'default' : mode} mode`);
  console.log(`first solve (deal 1, not counted below): ${warmUp.toFixed(0)} ms`);
  if (mode === 'optimal') console.log(`proven the fewest ${count('optimal')}, best found ${count('best found')}, impossible ${count('impossible')}, gave up ${count('gave up')}`);
  else console.log(`solved ${solved.length}, impossible ${count('impossible')}, gave up ${count('gave up')}`);
  console.log(`ms per deal: mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)}, median ${at(times, 0.5).toFixed(1)}, p99 ${at(times, 0.99).toFixed(1)}, worst ${times[times.length - 1].toFixed(1)}`);
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`slowest: ${slowest.map((r) => `${r.deal} ${r.result} ${r.ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`within 250 ms: ${rows.filter((r) => r.ms <= 250).length} of ${rows.length}`);
  if (lengths.length) console.log(`length without foundation moves: mean ${(lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(2)}, median ${at(lengths, 0.5)}, worst ${lengths[lengths.length - 1]}`);
} finally {
  await browser.close();
  server.kill();
}
