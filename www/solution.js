// The solver's solution played through the page's own move path, so that
// it counts as the move counter counts: each move made by wasm on a board
// of the page's, followed by the player's autoplay (game.js). The solver
// sends every card home as soon as it may go; a player whose autoplay is
// more careful leaves such a card where it is until it is in the way of
// the next move (or autoplay takes it), then sends it home by hand. Par and
// the solution viewer's steps come from here.
import { GameBoard, CellT } from './pkg/freecell.js';
import { autoplay } from './game.js';
import { ALL_PILES, pileRef } from './piles.js';
import { asAutoplayed } from './line.js';

/**
 * A wasm board's piles as card codes, read from wasm once a position: the
 * search below looks at them many times between two moves. They are read
 * from the position's text (`toText()`: the game's name and a colon unless
 * it is FreeCell, then the piles in the order of ALL_PILES, cascades, free
 * cells, foundations, with '/' between them, each card its two-letter
 * code), one string, where `getCell` would make every card's object anew.
 * `moved()` after a move.
 */
function reader(board) {
  let seen = null;
  function read() {
    if (seen) return seen;
    const fields = board.toText().replace(/^[^/]*:/, '').split('/');
    seen = { piles: new Map(), where: new Map() };
    ALL_PILES.forEach((id, k) => {
      const ref = pileRef(id);
      const codes = fields[k].match(/../g) ?? [];
      seen.piles.set(`${ref.cell}/${ref.index}`, codes);
      const place = { ...ref, top: codes.at(-1) };
      for (const code of codes) seen.where.set(code, place);
    });
    return seen;
  }
  return {
    /** The codes of pile `ref` ({cell, index}), bottom first. */
    codes: (ref) => read().piles.get(`${ref.cell}/${ref.index}`),
    /** The pile holding `code`, as {cell, index, top}: top is the code of its top card. */
    place: (code) => read().where.get(code),
    moved() {
      seen = null;
    },
  };
}

const topCodes = (read, pile, count) => read.codes(pile).slice(-count).join();

/** The pile holding `code` (not a foundation), as {cell, index, top}. */
function pileHolding(read, code) {
  const place = read.place(code);
  return place && place.cell !== CellT.HomeCell ? place : null;
}

const isHome = (read, code) => read.place(code)?.cell === CellT.HomeCell;

/**
 * The solver's `moves` from `start` (every foundation move written out) as
 * the page plays them with autoplay `mode`: the moves a player makes, each
 * followed by the moves autoplay makes after it (written as autoplayed, see
 * line.js). Null if the page's board cannot follow the solver's.
 */
export function asPlayed(start, moves, mode) {
  const solver = GameBoard.fromText(start);
  const page = GameBoard.fromText(start);
  const solverPiles = reader(solver);
  const pagePiles = reader(page);
  const out = [];
  /** Cards the solver sent home that the page has not, in the solver's order. */
  let pending = [];

  function play(from, to, count) {
    out.push(page.moveNotation(from.cell, from.index, to.cell, to.index, count));
    page.makeMove(from.cell, from.index, to.cell, to.index, count);
    out.push(...autoplay(page, mode).map((a) => asAutoplayed(a.notation)));
    pagePiles.moved();
    pending = pending.filter((code) => !isHome(pagePiles, code));
  }

  /**
   * Sends `code` home by hand, after what must go first: the cards of its
   * suit below it, and the cards left on top of it. False if it cannot go.
   */
  function sendHome(code) {
    if (isHome(pagePiles, code)) return true;
    for (const lower of pending.filter((c) => c[1] === code[1] && c !== code)) {
      if (pending.indexOf(lower) < pending.indexOf(code) && !sendHome(lower)) return false;
    }
    let pile = pileHolding(pagePiles, code);
    while (pile && pile.top !== code && pending.includes(pile.top)) {
      if (!sendHome(pile.top)) return false;
      pile = pileHolding(pagePiles, code);
    }
    if (isHome(pagePiles, code)) return true; // autoplay took it meanwhile
    const foundation = page.homeFor(code);
    if (!pile || pile.top !== code || foundation < 0) return false;
    play(pile, { cell: CellT.HomeCell, index: foundation }, 1);
    return true;
  }

  /** An empty pile of the kind of `want` on the page's board, `want` itself first. */
  function emptyLike(want) {
    const empty = (ref) => ref.cell === want.cell && pagePiles.codes(ref).length === 0;
    if (empty(want)) return want;
    return ALL_PILES.map(pileRef).find(empty) ?? null;
  }

  /**
   * Where the page makes the solver's move `m` of the cards `moved` onto
   * `onto` (a code, or '' for an empty pile): the same cards, onto the same
   * card or into an empty pile of the same kind. {from, to}, or {blocker}:
   * the card left behind most likely in the way.
   */
  function placeOf(m, moved, onto) {
    const from = pileHolding(pagePiles, moved.split(',')[0]);
    if (from && topCodes(pagePiles, from, m.count) !== moved) return { blocker: from.top };
    let to = null;
    if (onto) {
      const pile = pileHolding(pagePiles, onto);
      if (pile && pile.top !== onto) return { blocker: pile.top };
      to = pile;
    } else {
      to = emptyLike(m.to);
    }
    if (from && to && page.isValidMove(from.cell, from.index, to.cell, to.index, m.count)) return { from, to };
    // No room (an empty pile, or enough of them for a run): a card left in a free cell, else the first left behind.
    const inCell = pending.find((c) => pileHolding(pagePiles, c)?.cell === CellT.FreeCell);
    return { blocker: inCell ?? pending[0] };
  }

  try {
    for (const token of moves) {
      const m = solver.parseMove(token);
      const moved = topCodes(solverPiles, m.from, m.count);
      const onto = topCodes(solverPiles, m.to, 1);
      solver.makeMove(m.from.cell, m.from.index, m.to.cell, m.to.index, m.count);
      solverPiles.moved();
      if (m.to.cell === CellT.HomeCell) {
        if (!isHome(pagePiles, moved)) pending.push(moved);
        continue;
      }
      for (let place = placeOf(m, moved, onto); ; place = placeOf(m, moved, onto)) {
        if (place.from) {
          play(place.from, place.to, m.count);
          break;
        }
        if (!pending.includes(place.blocker) || !sendHome(place.blocker)) return null;
      }
    }
    while (pending.length) if (!sendHome(pending[0])) return null;
    return page.isInWinState() ? out : null;
  } catch {
    return null; // a move the page's board refuses: the two have parted
  } finally {
    solver.free();
    page.free();
  }
}
