// Where cards may go: what the page asks wasm about the position shown
// before a move (how many cards may be lifted, where they may drop, the
// place a double-click sends them). No rule here: each answer is wasm's.
import { CellT } from './pkg/freecell.js';
import { piles, pileRef, pileId } from './piles.js';
import { cardsOf } from './game.js';

/** How many cards may be picked up from the top of a pile. */
export function movableCount(state, id) {
  const { cell, index } = pileRef(id);
  return state.board.movableCount(cell, index);
}

/**
 * How many cards a drop of `count` cards from `from` on `to` moves: `count`
 * when wasm allows it; when not `exact` (click and keyboard play), the most
 * wasm allows, as Windows FreeCell does; 0 when none may go.
 */
export function dropCount(state, from, to, count, exact) {
  if (from === to) return 0;
  const a = pileRef(from);
  const b = pileRef(to);
  if (state.board.isValidMove(a.cell, a.index, b.cell, b.index, count)) return count;
  return exact ? 0 : state.board.maxMoveCount(a.cell, a.index, b.cell, b.index);
}

export function targetsFor(state, from, count, exact) {
  return new Set(piles().all.filter((to) => dropCount(state, from, to, count, exact) > 0));
}

/** The move a double-click on card `index` of `from` makes: home first, then the best legal place. */
export function bestMove(state, from, index) {
  const count = cardsOf(state, from).length - index;
  const rank = (m) => {
    if (m.to.cell === CellT.HomeCell) return 0;
    if (m.to.cell === CellT.Tableau) return cardsOf(state, pileId(m.to.cell, m.to.index)).length ? 1 : 2;
    return 3;
  };
  const fromRef = pileRef(from);
  const moves = state.board
    .legalMoves()
    .filter((m) => m.from.cell === fromRef.cell && m.from.index === fromRef.index && m.count === count)
    .sort((x, y) => rank(x) - rank(y));
  return moves.length ? { to: pileId(moves[0].to.cell, moves[0].to.index), count } : null;
}
