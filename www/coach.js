// Where did the game go wrong: along a game's line, the last position from
// which it could still be won, and the move that lost it. Winnability only
// changes one way along a game (every position is reached from the one
// before it), so a binary search over the positions finds the change. A
// move is named only when it is proven: the solver won the position before
// it and proved the one after it impossible. A position the solver gave up
// on is left out of the search, and said.
import { GameBoard } from './pkg/freecell.js';
import { pileId } from './piles.js';
import { pilesOf } from './game.js';
import { playsOf, countOf, isAutoplayed } from './line.js';

/**
 * Between `lo` (-1, or an index known winnable) and `hi` (an index known
 * lost): `verdict(i)` resolves to 'solved', 'impossible' or 'gave up'
 * (anything else ends the search, which resolves null). Probes only the
 * indices `allowed`. Returns {winnable, lost, gaveUp}: the last index proven
 * winnable (-1 if none), the first proven lost after it, and the indices
 * between them the solver gave up on.
 */
export async function searchChange(lo, hi, verdict, allowed = () => true) {
  const unknown = new Set();
  for (;;) {
    const mid = (lo + hi) / 2;
    let probe = -1;
    for (let i = lo + 1; i < hi; i += 1) {
      if (!unknown.has(i) && allowed(i) && (probe < 0 || Math.abs(i - mid) < Math.abs(probe - mid))) probe = i;
    }
    if (probe < 0) break;
    const v = await verdict(probe);
    if (v === 'solved') lo = probe;
    else if (v === 'impossible') hi = probe;
    else if (v === 'gave up') unknown.add(probe);
    else return null;
  }
  return { winnable: lo, lost: hi, gaveUp: [...unknown].filter((i) => i > lo && i < hi).sort((a, b) => a - b) };
}

/**
 * Where the game of `tokens` (its line, see line.js), now lost, was lost:
 * `positions[i]` is the position after the first i tokens, the last one
 * lost. `ask(position)` resolves to the solver's answer, or null when the
 * question was dropped (the search then resolves null). The search goes
 * over the positions after each counted move (a move and its autoplay),
 * then within the move found, so that the single move that lost the game
 * is named. Resolves {winnable, lost, gaveUp} as searchChange does.
 */
export async function findLoss(positions, tokens, ask) {
  const verdict = async (i) => (await ask(positions[i]))?.result ?? null;
  const ends = new Set([0]);
  let k = 0;
  for (const play of playsOf(tokens)) {
    k += play.length;
    ends.add(k);
  }
  const coarse = await searchChange(-1, positions.length - 1, verdict, (i) => ends.has(i));
  if (!coarse || coarse.gaveUp.length || coarse.winnable < 0) return coarse;
  return searchChange(coarse.winnable, coarse.lost, verdict);
}

/**
 * The move `tokens[index]`, played from `position`, in words: {text, move}
 * where `move` is the counted move's number (an autoplayed move belongs to
 * the move before it).
 */
export function moveAt(position, tokens, index, describe) {
  const board = GameBoard.fromText(position);
  try {
    const m = board.parseMove(tokens[index]);
    const move = { from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index), count: m.count };
    const number = countOf(tokens.slice(0, index + 1));
    return { words: describe(pilesOf(board), move), number, autoplayed: isAutoplayed(tokens[index]) };
  } finally {
    board.free();
  }
}
