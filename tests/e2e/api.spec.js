// The JavaScript API as a page sees it: the exported names are a contract.
import { test, expect } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/index.html');
});

/**
 * Runs `body` in the page with the wasm module loaded as `fc`. It is handed
 * over as the text of an expression, as one types in the console: the
 * page's Content-Security-Policy lets no page script turn text into code.
 */
async function withWasm(page, body) {
  return page.evaluate(`(async () => {
    const fc = await import('/www/pkg/freecell.js');
    await fc.default();
    ${body}
  })()`);
}

test('GameBoard.fromDeal(617) gives the published layout through getCell', async ({ page }) => {
  const cascades = await withWasm(page, `
    const b = fc.GameBoard.fromDeal(617);
    return [0,1,2,3,4,5,6,7].map((i) => b.getCell(fc.CellT.Tableau, i).map((c) => c.code).join(' '));
  `);
  expect(cascades[0]).toBe('7D TD TH KD 4C 4S JD');
  expect(cascades[7]).toBe('AH KH TC JS 2S QH');
});

test('getCell returns plain card objects', async ({ page }) => {
  const card = await withWasm(page, `
    return fc.GameBoard.fromDeal(1).getCell(fc.CellT.Tableau, 0)[0];
  `);
  expect(card).toEqual({ code: 'JD', suit: 'D', rank: 11, colour: 'red', name: 'jack of diamonds' });
});

test('refused calls throw Errors named after the MIS exceptions', async ({ page }) => {
  const errors = await withWasm(page, `
    const catchName = (f) => { try { f(); return 'no error'; } catch (e) { return [e instanceof Error, e.name, e.message]; } };
    const b = fc.GameBoard.fromDeal(1);
    const before = b.toText();
    const out = {
      move: catchName(() => b.makeMove(fc.CellT.Tableau, 0, fc.CellT.Tableau, 1)),
      cell: catchName(() => b.makeMove(fc.CellT.Tableau, 8, fc.CellT.FreeCell, 0)),
      float: catchName(() => b.isValidMove(fc.CellT.Tableau, 0.5, fc.CellT.FreeCell, 0)),
      deal: catchName(() => fc.GameBoard.fromDeal(-1)),
      deck: catchName(() => fc.GameBoard.withDeck(['AS'])),
      code: catchName(() => new fc.GameBoard().place(fc.CellT.Tableau, 0, 'ZZ')),
      config: catchName(() => { const e = new fc.GameBoard(); e.place(fc.CellT.FreeCell, 0, 'AS'); e.place(fc.CellT.FreeCell, 0, '2S'); }),
      home: catchName(() => b.makeMove(fc.CellT.HomeCell, 0, fc.CellT.Tableau, 0)),
    };
    out.unchanged = b.toText() === before;
    return out;
  `);
  expect(errors.move).toEqual([true, 'invalid_move', '6S cannot go on 9C: same colour']);
  expect(errors.cell.slice(0, 2)).toEqual([true, 'invalid_cell']);
  expect(errors.float.slice(0, 2)).toEqual([true, 'invalid_argument']);
  expect(errors.deal.slice(0, 2)).toEqual([true, 'invalid_argument']);
  expect(errors.deck.slice(0, 2)).toEqual([true, 'invalid_argument']);
  expect(errors.code).toEqual([true, 'invalid_argument', "'ZZ' is not a card: write the rank (A 2-9 T J Q K) then the suit (C D H S), as in 7H or TC"]);
  expect(errors.config.slice(0, 2)).toEqual([true, 'invalid_config']);
  expect(errors.home.slice(0, 2)).toEqual([true, 'invalid_move']);
  expect(errors.unchanged).toBe(true);
});

test('a refused move carries its reason as data, and the rules come as facts, for the page to word', async ({ page }) => {
  const out = await withWasm(page, `
    const reason = (b, ...move) => { try { b.makeMove(...move); return 'no error'; } catch (e) { return e.reason ?? 'no reason'; } };
    const b = fc.GameBoard.fromDeal(1);
    const seahaven = fc.GameBoard.fromDeal(1, 'seahaven');
    let notMove = 'no error';
    try { b.makeMove(fc.CellT.Tableau, 9, fc.CellT.FreeCell, 0); } catch (e) { notMove = e.reason ?? 'no reason'; }
    return {
      colour: reason(b, fc.CellT.Tableau, 0, fc.CellT.Tableau, 1),
      home: reason(b, fc.CellT.HomeCell, 0, fc.CellT.Tableau, 0),
      suit: reason(seahaven, fc.CellT.Tableau, 0, fc.CellT.Tableau, 1),
      notMove,
      rules: fc.GameBoard.fromDeal(1, 'eight-off').explainRules(),
    };
  `);
  expect(out.colour).toEqual({
    kind: 'build-colour', card: '6S', onto: '9C', count: 1, game: 'freecell', title: 'FreeCell',
    from: { cell: 2, index: 0, label: '1' }, to: { cell: 2, index: 1, label: '2' },
  });
  expect(out.home).toMatchObject({ kind: 'from-foundation', from: { cell: 1, index: 0, label: '1' } });
  expect(out.suit).toMatchObject({ kind: 'build-suit', card: '6D', onto: '8S', game: 'seahaven', title: 'Seahaven Towers' });
  // Only a move the rules refuse has a reason: a pile that does not exist is invalid_cell without one.
  expect(out.notMove).toBe('no reason');
  expect(out.rules).toEqual([
    { rule: 'goal', foundations: 4 },
    { rule: 'building', build: 'suit', cascades: 8 },
    { rule: 'free-cells', count: 8, names: 'a-g, i' },
    { rule: 'leftovers', count: 4, cells: 'a, c, e, g' },
    { rule: 'empty-cascades', emptyCascades: 'kings-only' },
    { rule: 'runs', sequences: 'limited', emptyCascades: 'kings-only' },
  ]);
});

test('moves, sequence moves and the queries a page needs', async ({ page }) => {
  const out = await withWasm(page, `
    const b = new fc.GameBoard();
    for (const code of ['9C', '8H', '7S']) b.place(fc.CellT.Tableau, 0, code);
    b.place(fc.CellT.Tableau, 1, '9d');
    b.place(fc.CellT.Tableau, 1, '10S');
    const r = {};
    r.movable = b.movableCount(fc.CellT.Tableau, 0);
    r.valid3 = b.isValidMove(fc.CellT.Tableau, 0, fc.CellT.Tableau, 2, 3);
    r.max = b.maxMoveCount(fc.CellT.Tableau, 0, fc.CellT.Tableau, 2);
    r.capacity = [b.sequenceCapacity(false), b.sequenceCapacity(true)];
    b.makeMove(fc.CellT.Tableau, 0, fc.CellT.Tableau, 2, 2);
    r.moved = b.getCell(fc.CellT.Tableau, 2).map((c) => c.code);
    r.exists = b.validMoveExists();
    r.win = b.isInWinState();
    r.deck = fc.randomDeck();
    r.legal = b.legalMoves().map((m) => m.notation);
    return r;
  `);
  expect(out.movable).toBe(3);
  expect(out.valid3).toBe(true);
  expect(out.max).toBe(3);
  expect(out.capacity).toEqual([5 * 2 ** 6, 5 * 2 ** 5]);
  expect(out.moved).toEqual(['8H', '7S']);
  expect(out.exists).toBe(true);
  expect(out.win).toBe(false);
  expect(new Set(out.deck).size).toBe(52);
  expect(out.legal).toContain('31');
});
