// The JavaScript API against arguments that fight back: arrays and objects
// whose getters, Proxy traps or iterators throw. Each is refused as
// invalid_argument, with what it threw as the Error's cause, and after
// thousands of them every board of the wasm instance still plays: before,
// the exception unwound through Rust, leaving its board borrowed for good
// ("recursive use of an object") and the wasm stack unreturned, until the
// whole instance trapped ("memory access out of bounds").
import { test, expect } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/index.html');
});

/**
 * Runs `body` in the page with the rules' package loaded as `fc` (and the
 * solver's as `fs` when `solver`), and the hostile values below in scope.
 * Handed over as the text of an expression, as one types in the console:
 * the page's Content-Security-Policy lets no page script turn text into code.
 */
async function withWasm(page, body, { solver = false } = {}) {
  return page.evaluate(`(async () => {
    const fc = await import('/www/pkg/freecell.js');
    await fc.default();
    const fs = ${solver} ? await import('/www/pkg/freecell_solver.js') : null;
    if (fs) await fs.default();
    // What a refused call threw: its name and its cause (the message of
    // an Error the caller threw, the name of one the browser threw), or
    // its message when it has none; or the value returned, when it was not refused.
    const outcome = (f) => {
      try { const r = f(); return ['not refused', r?.toText?.() ?? r]; } catch (e) {
        if (e.cause === undefined) return [e.name, e.message];
        return [e.name, e.cause.name === 'Error' ? e.cause.message : e.cause.name];
      }
    };
    // Arrays that throw when read, as a page's script may hand them over.
    const throwing = (items) => ({
      getter: () => { const a = [...items]; Object.defineProperty(a, 1, { get() { throw new Error('a getter'); } }); return a; },
      trap: () => new Proxy([...items], { get(t, k) { if (k === '1') throw new Error('a trap'); return Reflect.get(t, k); } }),
      length: () => new Proxy([...items], { get(t, k) { if (k === 'length') throw new Error('a length'); return Reflect.get(t, k); } }),
      revoked: () => { const p = Proxy.revocable([...items], {}); p.revoke(); return p.proxy; },
    });
    // Each way of throwing, n times: the outcomes seen, with how often.
    const tally = (makers, call, n) => {
      const seen = {};
      for (const [way, make] of Object.entries(makers)) {
        for (let i = 0; i < n; i++) {
          const key = way + ': ' + outcome(() => call(make())).join(': ');
          seen[key] = (seen[key] ?? 0) + 1;
        }
      }
      return seen;
    };
    ${body}
  })()`);
}

test('decks that throw when read are refused thousands of times, and every board plays on', async ({ page }) => {
  const out = await withWasm(page, `
    const older = fc.GameBoard.fromDeal(1);
    const deck = fc.msDeal(2);
    const ways = throwing(deck);
    const withDeck = tally(ways, (d) => fc.GameBoard.withDeck(d), 1000);
    const constructed = tally(ways, (d) => new fc.GameBoard(d), 1000);
    // Read by index: an iterator that throws is never asked.
    const iterated = [...deck];
    iterated[Symbol.iterator] = () => { throw new Error('an iterator'); };
    const top = older.getCell(fc.CellT.Tableau, 0).at(-1).code;
    const moved = outcome(() => older.makeMove(fc.CellT.Tableau, 0, fc.CellT.FreeCell, 0));
    return {
      withDeck, constructed, moved,
      freeCell: older.getCell(fc.CellT.FreeCell, 0).map((c) => c.code),
      top,
      iterated: fc.GameBoard.withDeck(iterated).toText() === fc.GameBoard.withDeck(deck).toText(),
      dealt: new fc.GameBoard(deck).getCell(fc.CellT.Tableau, 0).map((c) => c.code).join(' ') === deck.slice(0, 7).join(' '),
      fresh: fc.GameBoard.fromDeal(3).cardsHome(),
    };
  `);
  const refused = {
    'getter: invalid_argument: a getter': 1000,
    'trap: invalid_argument: a trap': 1000,
    'length: invalid_argument: a length': 1000,
    'revoked: invalid_argument: TypeError': 1000,
  };
  expect(out.withDeck).toEqual(refused);
  expect(out.constructed).toEqual(refused);
  expect(out.moved).toEqual(['not refused', undefined]);
  expect(out.freeCell).toEqual([out.top]);
  expect(out.iterated).toBe(true);
  expect(out.dealt).toBe(true);
  expect(out.fresh).toBe(0);
});

test('moves that throw when read leave their board playable', async ({ page }) => {
  const out = await withWasm(page, `
    const board = fc.GameBoard.fromDeal(1);
    const line = [board.legalMoves()[0].notation, '1h'];
    const before = board.asPlayed(line.slice(0, 1), 'off');
    const played = tally(throwing(line), (moves) => board.asPlayed(moves, 'safe'), 1000);
    // A getter that plays on the board being read: refused by the board,
    // and the board is read on.
    let inner = null;
    const reentrant = [line[0]];
    Object.defineProperty(reentrant, 0, { get() {
      inner = outcome(() => board.makeMove(fc.CellT.Tableau, 0, fc.CellT.FreeCell, 0));
      return line[0];
    } });
    const reentered = [];
    for (let i = 0; i < 1000; i++) reentered.push(JSON.stringify(board.asPlayed(reentrant, 'off')));
    return {
      played,
      before,
      inner,
      reentered: [...new Set(reentered)],
      after: board.asPlayed(line.slice(0, 1), 'off'),
      moved: outcome(() => board.makeMove(fc.CellT.Tableau, 0, fc.CellT.FreeCell, 0)),
      freeCell: board.getCell(fc.CellT.FreeCell, 0).length,
    };
  `);
  expect(out.played).toEqual({
    'getter: invalid_argument: a getter': 1000,
    'trap: invalid_argument: a trap': 1000,
    'length: invalid_argument: a length': 1000,
    'revoked: invalid_argument: TypeError': 1000,
  });
  expect(out.inner[1]).toContain('recursive use');
  expect(out.reentered).toEqual([JSON.stringify(out.before)]);
  expect(out.after).toEqual(out.before);
  expect(out.moved).toEqual(['not refused', undefined]);
  expect(out.freeCell).toBe(1);
});

test('a null deck is refused, and only a deck left out makes an empty board', async ({ page }) => {
  const out = await withWasm(page, `
    const empty = (b) => [0, 1, 2, 3, 4, 5, 6, 7].every((i) => b.getCell(fc.CellT.Tableau, i).length === 0);
    let error = null;
    try { new fc.GameBoard(null); } catch (e) { error = [e.name, e.message]; }
    return { error, none: empty(new fc.GameBoard()), undefined: empty(new fc.GameBoard(undefined)) };
  `);
  expect(out.error).toEqual(['invalid_argument', 'a deck is an array of 52 card codes, not null']);
  expect(out.none).toBe(true);
  expect(out.undefined).toBe(true);
});

test('games and solver options that throw when read are refused, and the solver solves on', async ({ page }) => {
  const out = await withWasm(page, `
    const position = fc.GameBoard.fromDeal(617).toText();
    const cells = () => ({ game: 'freecell', get cells() { throw new Error('cells'); } });
    const trap = () => new Proxy({}, { get(t, k) { throw new Error(String(k)); } });
    const calls = {
      fromDeal: () => fc.GameBoard.fromDeal(1, cells()),
      withRules: () => fc.GameBoard.withRules(trap()),
      solve: () => fs.solve(position, trap()),
      mode: () => fs.solve(position, { get mode() { throw new Error('mode'); } }),
      gradeDeal: () => fs.gradeDeal(1, 'freecell', trap()),
      dailyDeal: () => fs.dailyDeal('2026-11-28', cells()),
    };
    const seen = {};
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < 500; i++) {
        const key = name + ': ' + outcome(call).join(': ');
        seen[key] = (seen[key] ?? 0) + 1;
      }
    }
    return { seen, solved: fs.solve(position, { mode: 'fast' }).result };
  `, { solver: true });
  expect(out.seen).toEqual({
    'fromDeal: invalid_argument: cells': 500,
    'withRules: invalid_argument: game': 500,
    'solve: invalid_argument: mode': 500,
    'mode: invalid_argument: mode': 500,
    'gradeDeal: invalid_argument: maxNodes': 500,
    'dailyDeal: invalid_argument: cells': 500,
  });
  expect(out.solved).toBe('solved');
});
